import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm run deps:graph`: writes docs/module-graph.md, the import graph at the level of layers and
 * folders (each web feature and entity, each server module, db, shared) as Mermaid diagrams,
 * drawn by dependency-cruiser from the same configuration `npm run lint` checks.
 */
const root = path.resolve(import.meta.dirname, "../..");
const cli = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

function mermaid(scope: string, collapse: string): string {
  const result = spawnSync(
    process.execPath,
    [
      cli,
      "src",
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "mermaid",
      "--include-only",
      scope,
      "--collapse",
      collapse,
    ],
    { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024, env: process.env },
  );
  if (result.status !== 0) throw new Error(`dependency-cruiser failed:\n${result.stderr}`);
  return result.stdout.trim();
}

const web = mermaid("^src/(web|shared)/", "^src/(web/(features|entities|components)/[^/]+|web/[^/]+|shared)");
const server = mermaid("^src/(server|db|shared)/", "^src/(server/modules/[^/]+|server/[^/]+|db|shared)");

const page = `# Module graph

Written by \`npm run deps:graph\` (scripts/deps/graph.ts) from \`.dependency-cruiser.cjs\`; do not
edit by hand. An arrow is "imports". The rules these arrows obey are in
[architecture.md](architecture.md#import-rules).

## Web client

\`\`\`mermaid
${web}
\`\`\`

## Server

\`\`\`mermaid
${server}
\`\`\`
`;
writeFileSync(path.join(root, "docs/module-graph.md"), page);
console.info("wrote docs/module-graph.md");
