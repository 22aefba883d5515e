import type { App } from "#server/app";

export interface RouteInfo {
  method: string;
  url: string;
}

/** Every route of the app, read back from Fastify's printRoutes tree (Fastify has no route list). */
export function listRoutes(app: App): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: RouteInfo[] = [];
  // Each level of the tree indents by four columns and prints the path relative to its parent.
  const parents: { column: number; url: string }[] = [];
  for (const line of tree.split("\n")) {
    const route = /^(.*?)(\/\S*) \(([A-Z, ]+)\)$/.exec(line);
    if (!route) continue;
    const column = route[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.column >= column) parents.pop();
    const url = (parents.at(-1)?.url ?? "") + route[2]!;
    parents.push({ column, url });
    routes.push(...route[3]!.split(", ").map((method) => ({ method, url })));
  }
  return routes;
}
