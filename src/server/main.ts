import { loadConfig } from "./config";
import { startServer } from "./server";

/**
 * Inside the 10 s a supervisor usually allows after SIGTERM: the drain takes at most 5 s
 * (server.ts), then stopping the workers and closing the database get 1.5 s each; the timer is the
 * last resort, should something hang past those deadlines.
 */
const STEP_DEADLINE_MS = 1_500;
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const server = await startServer(config, {
  onGeneratedAdminPassword(username, password) {
    // Printed once, straight to the terminal, never through the structured log.
    process.stdout.write(
      `\nCreated the administrator "${username}" with the generated password:\n\n    ${password}\n\n` +
        "Keep it now: it is not shown again. Set ADMIN_PASSWORD to choose your own.\n\n",
    );
  },
});
server.app.log.info(`Serving on ${server.url} (${server.database.engine})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.app.log.info({ signal }, "shutting down: finishing the requests already received");
  const force = setTimeout(() => {
    server.app.log.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await server.close({ stepDeadlineMs: STEP_DEADLINE_MS });
    server.app.log.info("shut down");
    process.exit(0);
  } catch {
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
