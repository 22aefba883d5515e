import cluster from "node:cluster";
import { loadConfig } from "./config";
import { createAppLogger } from "./http/logging";
import { runPrimary } from "./process/primary";
import { serve } from "./process/serve";

const config = loadConfig();

if (cluster.isWorker) {
  await serve(config, { clustered: true });
} else if (config.webConcurrency > 1 && !config.databaseUrl) {
  // The embedded database belongs to one process.
  createAppLogger(config.logLevel).warn(
    { webConcurrency: config.webConcurrency },
    "WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL); serving with one process",
  );
  await serve(config, { clustered: false });
} else if (config.webConcurrency > 1) {
  await runPrimary(config, config.webConcurrency);
} else {
  await serve(config, { clustered: false });
}
