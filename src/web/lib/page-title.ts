import { SITE_NAME } from "./site";

/** "About · Pledge Watch" for a page, the bare site name for the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}
