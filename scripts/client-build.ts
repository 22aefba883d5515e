import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SERVER_ENTRY } from "#server/plugins/profile-pages";

const root = path.resolve(import.meta.dirname, "..");
const defaultOutDir = path.join(root, "dist/client");
const INPUTS = [
  "src/web",
  "src/shared",
  "src/server/plugins/client-app.ts",
  "src/server/plugins/page-meta.ts",
  "src/server/plugins/profile-pages.ts",
  "scripts/client-build.ts",
  "scripts/prerender-pages.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
];

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

function run(args: string[]) {
  execFileSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/**
 * The web client into `outDir`: Vite's browser build, then a server build of the same code into
 * `outDir/.ssr` (self-contained, see vite.config.ts), which prerenders the public pages
 * (scripts/prerender-pages.ts) and which the server uses to render legislators' profiles.
 */
export function buildClient(outDir = defaultOutDir): void {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  run([vite, "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"]);
  const serverDir = path.join(outDir, path.dirname(SERVER_ENTRY));
  const entry = path.join(root, "src/web/app/prerender.tsx");
  run([vite, "build", "--logLevel", "warn", "--ssr", entry, "--outDir", serverDir, "--emptyOutDir"]);
  run([
    "--import",
    "tsx",
    path.join(root, "scripts/prerender-pages.ts"),
    outDir,
    path.join(outDir, SERVER_ENTRY),
  ]);
}

/** Builds the web client unless dist/client was built from exactly these sources. */
export function ensureClientBuilt(): void {
  const stampFile = path.join(defaultOutDir, ".source-hash");
  const hash = sourceHash();
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) return;
  console.info("Building the web client…");
  buildClient();
  writeFileSync(stampFile, hash);
}

// `npm run build [-- <folder>]`: always builds, into dist/client or the folder given.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  buildClient(process.argv[2] ? path.resolve(process.argv[2]) : defaultOutDir);
}
