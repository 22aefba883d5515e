import type { AppConfig } from "../config";
import { startServer } from "../server";
import { printGeneratedAdminPassword } from "./admin-password";
import { logCrashes } from "./crash";
import { printStartLine } from "./start-line";

/**
 * Inside the 10 s a supervisor usually allows after SIGTERM: the drain takes at most 5 s
 * (server.ts), then stopping the workers and closing the database get 1.5 s each; the timer is the
 * last resort, should something hang past those deadlines.
 */
const STEP_DEADLINE_MS = 1_500;
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * One server process until SIGTERM or SIGINT, then a graceful shutdown. A cluster's worker
 * (`clustered`) finds the database prepared by the primary, and also stops when the primary is gone.
 */
export async function serve(config: AppConfig, { clustered }: { clustered: boolean }) {
  const server = await startServer(config, {
    prepareDatabase: !clustered,
    onGeneratedAdminPassword: printGeneratedAdminPassword,
  });
  const log = server.app.log;
  logCrashes(log);
  log.info(`Serving on ${server.url} (${server.database.engine})`);
  if (!clustered) printStartLine(config.publicUrl, server.url);
  if (config.env === "production" && !config.contactEmail) {
    log.warn(
      "CONTACT_EMAIL is unset: the site shows no support address and contact-form mail goes to contact@localhost",
    );
  }

  let stopping = false;
  async function shutdown(reason: string) {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, "shutting down: finishing the requests already received");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await server.close({ stepDeadlineMs: STEP_DEADLINE_MS });
      log.info("shut down");
      process.exit(0);
    } catch {
      process.exit(1);
    }
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  if (clustered) process.on("disconnect", () => void shutdown("the primary process is gone"));
}
