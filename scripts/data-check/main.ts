import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkSnapshot } from "./check-snapshot";

/**
 * `npm run data:check [-- --from <datasets folder>] [-- --snapshot <snapshot folder>]`: recomputes
 * the snapshot's figures from the datasets and exits 1 when any committed value differs.
 */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    from: { type: "string", default: "../shared/data" },
    snapshot: { type: "string", default: "data/snapshot" },
  },
});

const report = checkSnapshot(resolve(projectRoot, values.from), resolve(projectRoot, values.snapshot));
const MAX_SHOWN = 20;
for (const d of report.differences.slice(0, MAX_SHOWN)) {
  console.error(
    `${d.file} ${d.key} ${d.field}: committed ${JSON.stringify(d.committed)}, recomputed ${JSON.stringify(d.recomputed)}`,
  );
}
if (report.differences.length > MAX_SHOWN)
  console.error(`… and ${report.differences.length - MAX_SHOWN} more`);
console.info(
  `Recomputed ${report.legislators} members, ${report.primaryRules} primary rules and ${report.zips} ZIP codes: ` +
    `${report.differences.length} values differ from the snapshot.`,
);
process.exit(report.differences.length > 0 ? 1 : 0);
