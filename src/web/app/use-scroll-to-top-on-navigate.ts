import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * A new page starts at its top, as it would with full page loads. The first render is left to the
 * browser (which restores the position on reload), and links to an #anchor are left alone.
 */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}
