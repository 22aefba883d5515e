import { ensureClientBuilt } from "./client-build";

ensureClientBuilt();
await import("../src/server/main");
