import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { writeSnapshot } from "./write-snapshot";

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
for (const { file, records } of writeSnapshot(dataDir, outDir)) {
  console.info(`${file}: ${records} records`);
}
