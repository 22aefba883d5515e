/** "@handle" whether the stored value has its @ or not; "" for a blank one. */
export function formatHandle(handle: string): string {
  const bare = handle.trim().replace(/^@+/, "");
  return bare ? `@${bare}` : "";
}

/** The profile page of a handle on X (Twitter). */
export function xProfileUrl(handle: string): string {
  return `https://x.com/${encodeURIComponent(formatHandle(handle).slice(1))}`;
}

const X_HOSTS = new Set(["x.com", "www.x.com", "twitter.com", "www.twitter.com", "mobile.twitter.com"]);

/**
 * "@name" from a profile link such as https://x.com/name (how the campaign's account is
 * configured), or null when the link is not an X/Twitter profile.
 */
export function handleFromProfileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!X_HOSTS.has(parsed.hostname.toLowerCase())) return null;
  const name = parsed.pathname.split("/").filter(Boolean)[0];
  return name && /^@?\w{1,15}$/.test(name) ? formatHandle(name) : null;
}
