/**
 * The import rules of docs/architecture.md, checked by `npm run lint` (and so by `npm test`).
 * `npm run deps:graph` draws the layers (docs/module-graph.md).
 *
 * Parsing: TypeScript 7 ships no JavaScript compiler API, which dependency-cruiser's TypeScript
 * support needs. Babel strips the types instead (.dependency-cruiser.babel.cjs, keeping type-only
 * imports so they count), acorn reads the result with its JSX plugin, and enhanced-resolve
 * resolves the imports. @swc/core is there because dependency-cruiser only scans .ts and .tsx
 * files when TypeScript or swc is installed (its swc parser cannot read JSX).
 */
const path = require("node:path");

const MODULES = "^src/server/modules/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles anywhere: split the shared part out, or move it a layer down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-not-server-or-db",
      severity: "error",
      comment: "The web client talks to the server over HTTP only; shared shapes live in src/shared.",
      from: { path: "^src/web/" },
      to: { path: "^src/(server|db)/" },
    },
    {
      name: "server-not-web",
      severity: "error",
      from: { path: "^src/(server|db)/" },
      to: { path: "^src/web/" },
    },
    {
      name: "shared-only-shared",
      severity: "error",
      comment: "src/shared imports nothing of ours but src/shared (packages are fine).",
      from: { path: "^src/shared/" },
      to: { path: "^src/", pathNot: "^src/shared/" },
    },
    {
      name: "no-cross-feature",
      severity: "error",
      comment:
        "A web feature never imports another feature. Shared client data goes to src/web/entities/, " +
        "generic UI to src/web/components/; pages are composed in src/web/app/.",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "entities-below-features",
      severity: "error",
      comment: "src/web/entities is the layer under the features: it imports no feature and not the app.",
      from: { path: "^src/web/entities/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "components-and-lib-below-features",
      severity: "error",
      comment:
        "src/web/components and src/web/lib import no feature and not the app; components/ui and " +
        "lib import no entity either (only the layout's header and menus know the session).",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "ui-and-lib-without-data",
      severity: "error",
      from: { path: "^src/web/(components/ui|lib)/" },
      to: { path: "^src/web/entities/" },
    },
    {
      name: "server-modules-through-service",
      severity: "error",
      comment:
        "A server module uses another only through its service.ts (rules) or present.ts / present-user.ts (answer " +
        "shapes); routes may also use the auth module's access.ts (guarded scopes) and context.ts " +
        "(who is calling).",
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: MODULES,
        pathNot: [
          `${MODULES}$1/`,
          `${MODULES}[^/]+/(service|present|present-user)[.]ts$`,
          `${MODULES}auth/(access|context)[.]ts$`,
        ],
      },
    },
    {
      name: "server-code-through-module-api",
      severity: "error",
      comment:
        "Server code outside modules/ (app, plugins, catalog, jobs, mail, rate limits) uses a module " +
        "through its service.ts or present.ts like the modules do; app.ts alone registers routes.ts.",
      from: { path: "^src/server/", pathNot: [MODULES, "^src/server/app[.]ts$"] },
      to: {
        path: MODULES,
        pathNot: [
          `${MODULES}[^/]+/(service|present|present-user)[.]ts$`,
          `${MODULES}auth/(access|context)[.]ts$`,
        ],
      },
    },
    {
      name: "app-through-module-api",
      severity: "error",
      comment: "app.ts registers each module's routes.ts and wires the module's service.ts.",
      from: { path: "^src/server/app[.]ts$" },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}[^/]+/(service|present|routes)[.]ts$`, `${MODULES}auth/(access|context)[.]ts$`],
      },
    },
    {
      name: "no-sql-in-routes",
      severity: "error",
      comment: "SQL lives in a module's repo.ts (and src/db): a route file builds no query.",
      from: { path: "^src/server/.+/[a-z-]*routes[.]ts$" },
      to: { path: ["(^|/)node_modules/drizzle-orm/", "^src/db/schema/"] },
    },
  ],
  options: {
    parser: "acorn",
    // Absolute, so the rules can also be run on the fixtures (scripts/deps-rules.test.ts).
    babelConfig: { fileName: path.join(__dirname, ".dependency-cruiser.babel.cjs") },
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
};
