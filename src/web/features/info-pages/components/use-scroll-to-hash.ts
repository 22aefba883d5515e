import { useEffect } from "react";

/** History events after which the URL's #fragment may name a new target (wouter dispatches pushState). */
const NAVIGATION_EVENTS = ["pushState", "popstate", "hashchange"] as const;

function scrollToHash(pathname: string): void {
  // A navigation away may be pending while the next page loads: its fragment is not ours.
  if (window.location.pathname !== pathname) return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  // The root's scroll-padding keeps the target clear of the sticky header.
  document.getElementById(id)?.scrollIntoView({ block: "start" });
}

/**
 * Brings the element named by the URL's #fragment into view on a page whose content arrives after
 * the browser has given up looking for it (a lazily loaded route), and again whenever an in-app
 * link points at a fragment of the page already open (e.g. the footer's Disclaimer link).
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const { pathname } = window.location;
    let frame = requestAnimationFrame(() => scrollToHash(pathname));
    const onNavigate = () => {
      cancelAnimationFrame(frame);
      // After React has rendered whatever the navigation changed.
      frame = requestAnimationFrame(() => scrollToHash(pathname));
    };
    for (const event of NAVIGATION_EVENTS) window.addEventListener(event, onNavigate);
    return () => {
      cancelAnimationFrame(frame);
      for (const event of NAVIGATION_EVENTS) window.removeEventListener(event, onNavigate);
    };
  }, []);
}
