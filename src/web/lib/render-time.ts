import { useSyncExternalStore } from "react";
import { localCalendarDay } from "#shared/rules/dates";

/**
 * Values that differ between the server that renders a page and the browser that takes it over:
 * today's date (their clocks may be in different time zones) and the site's origin. While React
 * hydrates, it uses the values the page was rendered with (set from the page's data), then
 * re-renders with the browser's own if they differ, so the markup it takes over always matches.
 */
let rendered: { day: string; origin: string } | undefined;

/**
 * The server's "today" and public address for the page being rendered or hydrated
 * (app/page-data.ts). When they are the browser's too, as in production, nothing is re-rendered.
 */
export function setRenderedTime(values: { day: string; origin: string }) {
  rendered = values;
}

const noSubscription = () => () => {};

/** Today's date where the visitor is, as `yyyy-MM-dd`. */
export function useCalendarDay(): string {
  return useSyncExternalStore(noSubscription, localCalendarDay, () => rendered?.day ?? localCalendarDay());
}

/** The origin the visitor sees ("https://example.org"), for links they share. */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => rendered?.origin ?? "",
  );
}
