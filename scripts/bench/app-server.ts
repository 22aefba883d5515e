import { loadConfig } from "#server/config";
import { startServer } from "#server/server";
import { announceListening, closeOnSignal } from "./child";

/**
 * The real app (one process) as the bench's child, configured by its environment exactly as a
 * deployment would be. Every request comes from one address, so the bench raises the lookup
 * limit with RATE_LIMIT_LOOKUP_PER_ADDRESS; each request still pays for counting.
 */
const server = await startServer(loadConfig());
announceListening(server.url);
closeOnSignal(() => server.close());
