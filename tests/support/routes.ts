import type { App } from "#server/app";

export interface RouteInfo {
  method: string;
  url: string;
  /** Hook names per stage, e.g. { onRequest: ["securityHeaders()", "checkOrigin()"] }. */
  hooks: Record<string, string[]>;
}

/** Every route of the app with its hooks, read back from Fastify's printRoutes tree. */
export function listRoutes(app: App): RouteInfo[] {
  const tree = app.printRoutes({ includeHooks: true, commonPrefix: false });
  const routes: RouteInfo[] = [];
  // Each level of the tree indents by four columns and prints the path relative to its parent.
  const parents: { column: number; url: string }[] = [];
  // The routes of the last path line: its methods share the hooks printed under it.
  let group: RouteInfo[] = [];
  for (const line of tree.split("\n")) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook) {
      for (const route of group) route.hooks[hook[1]!] = JSON.parse(hook[2]!);
      continue;
    }
    const route = /^(.*?)(\/\S*) \(([A-Z, ]+)\)$/.exec(line);
    if (!route) continue;
    const column = route[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.column >= column) parents.pop();
    const url = (parents.at(-1)?.url ?? "") + route[2]!;
    parents.push({ column, url });
    group = route[3]!.split(", ").map((method) => ({ method, url, hooks: {} }));
    routes.push(...group);
  }
  return routes;
}
