import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { describeChanges, rosterChanges, rosterProblems } from "./roster-changes";
import { buildSnapshot, readSnapshotLegislators, writeSnapshot } from "./write-snapshot";

/**
 * `npm run data:import [-- --from <datasets folder>] [-- --out <snapshot folder>]`. Both paths are
 * resolved against the project root; the defaults are ../shared/data and data/snapshot.
 */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const { values } = parseArgs({
  options: {
    from: { type: "string", default: "../shared/data" },
    out: { type: "string", default: "data/snapshot" },
  },
});

const dataDir = resolve(projectRoot, values.from);
const outDir = resolve(projectRoot, values.out);
const built = buildSnapshot(dataDir);
const problems = rosterProblems(built.legislators);
if (problems.length > 0) {
  // Nothing is written: the snapshot in outDir, and so the next start, stay as they were.
  console.error(`The roster in ${dataDir} looks broken, so nothing was changed: ${problems.join("; ")}.`);
  process.exit(1);
}
console.info(describeChanges(rosterChanges(readSnapshotLegislators(outDir), built.legislators)));
for (const { file, records } of writeSnapshot(outDir, built)) {
  console.info(`${file}: ${records} records`);
}
console.info("The next start applies it: new members are added, departed ones made former members.");
