import { useLocation } from "wouter";

/** True on the linked page and on the pages under it (/legislators and /legislators/jane-doe). */
export function useIsCurrentPath(href: string): boolean {
  const [location] = useLocation();
  return location === href || location.startsWith(`${href}/`);
}
