import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

/** Hot-reloading server (tsx watch) and client (Vite, proxying /api to the server) side by side. */
const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const children: ChildProcess[] = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];

function stopAll(code: number) {
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
