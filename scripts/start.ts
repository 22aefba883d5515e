import { ensureClientBuilt } from "./client-build";

ensureClientBuilt();
await import("#server/main");
