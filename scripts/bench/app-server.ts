import { openDatabase } from "../../src/db/client";
import { seedSnapshot } from "../../src/db/seed";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { DEFAULT_RATE_RULES } from "../../src/server/rate-limit/rules";
import { announceListening, closeOnSignal } from "./child";

/**
 * The real app on the embedded database in DATA_DIR, as the bench's child process. It is
 * startServer's sequence because startServer cannot yet pass rateRules: every request comes from
 * one address, so the lookup limit is lifted, though each request still pays for counting.
 */
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir });
await database.migrate();
await seedSnapshot(database.db);
const app = await buildApp({
  config,
  database,
  serveClient: false,
  rateRules: { lookupPerAddress: { ...DEFAULT_RATE_RULES.lookupPerAddress, limit: Number.MAX_SAFE_INTEGER } },
});
app.addHook("onClose", async () => database.close());
announceListening(await app.listen({ port: config.port, host: config.host }));
closeOnSignal(() => app.close());
