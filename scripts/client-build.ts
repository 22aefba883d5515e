import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const stampFile = path.join(outDir, ".source-hash");
const INPUTS = ["src/web", "src/shared", "vite.config.ts", "package-lock.json"];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

/** Builds the web client unless dist/client was built from exactly these sources. */
export function ensureClientBuilt(): void {
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return;
  console.info("Building the web client…");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  writeFileSync(stampFile, hash);
}
