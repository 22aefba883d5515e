import { z } from "zod";

// Zod compiles a faster parser for object schemas with `new Function`, after probing whether eval
// is allowed. Our Content-Security-Policy forbids eval, so the probe only earned a CSP violation
// report on every page with a form. Imported first by main.tsx: the probe runs when the first
// object schema is built, so the setting must come before any schema module is evaluated.
z.config({ jitless: true });
