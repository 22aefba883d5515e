import { loadConfig } from "#server/config";
import { DEFAULT_RATE_RULES } from "#server/rate-limit/rules";
import { startServer } from "#server/server";
import { announceListening, closeOnSignal } from "./child";

/**
 * The real app on the embedded database in DATA_DIR, as the bench's child process. Every request
 * comes from one address, so the lookup limit is lifted, though each request still pays for
 * counting.
 */
const server = await startServer(loadConfig(), {
  serveClient: false,
  rateRules: { lookupPerAddress: { ...DEFAULT_RATE_RULES.lookupPerAddress, limit: Number.MAX_SAFE_INTEGER } },
});
announceListening(server.url);
closeOnSignal(() => server.close());
