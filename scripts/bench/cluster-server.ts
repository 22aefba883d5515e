import cluster from "node:cluster";
import { loadConfig } from "#server/config";
import { announceListening } from "./child";

/**
 * The real entry point (src/server/main.ts) with WEB_CONCURRENCY processes: the primary tells the
 * bench once every server process listens. They share one port (and one random port for PORT=0).
 */
if (cluster.isPrimary) {
  const expected = loadConfig().webConcurrency;
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    listening += 1;
    if (listening === expected) announceListening(`http://127.0.0.1:${address.port}`);
  });
}
await import("#server/main");
