/**
 * A page's address against a route pattern of the client's router, read as wouter reads it
 * (through regexparam): each `:name` part is one path segment, letter case does not matter and a
 * trailing slash is allowed. The server uses it to answer 404 for an address no page has.
 */
export function matchPageRoute(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part.slice(1));
      return "([^/]+?)";
    })
    .join("/");
  const match = new RegExp(`^${source}/?$`, "i").exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}
