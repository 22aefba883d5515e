/**
 * Whether the visitor reached the current page inside the app (a link click), so the browser's
 * history has our previous page behind it. A page opened directly (a shared link, a reload) has
 * no such page, and "Back" should lead somewhere useful instead of off the site.
 */
export function arrivedInApp(currentUrl: string, documentUrl: string | undefined): boolean {
  if (!documentUrl) return false;
  try {
    const current = new URL(currentUrl);
    const loaded = new URL(documentUrl);
    return (
      current.origin === loaded.origin &&
      current.pathname + current.search !== loaded.pathname + loaded.search
    );
  } catch {
    return false;
  }
}

/** The address the document was loaded with (before any in-app navigation). */
export function documentLoadUrl(): string | undefined {
  const [entry] = performance.getEntriesByType("navigation");
  return entry?.name;
}
