import { queryOptions } from "@tanstack/react-query";
import type { CalendarFeedResponse, ReminderPreferences, RemindersResponse } from "#shared/engagement";
import { apiGet, apiRequest } from "#web/lib/api-client";

export const remindersKey = ["user-reminders"] as const;

/** GET /api/user/reminders: both switches off and every offset on until the voter changes them. */
export const remindersQuery = queryOptions({
  queryKey: remindersKey,
  queryFn: async ({ signal }) => {
    const body = await apiGet<RemindersResponse>("/api/user/reminders", signal);
    return body.reminders;
  },
});

/** PUT /api/user/reminders: stores the whole set of preferences. */
export async function saveReminders(reminders: ReminderPreferences): Promise<ReminderPreferences> {
  const body = await apiRequest<RemindersResponse>("/api/user/reminders", {
    method: "PUT",
    body: reminders,
  });
  return body.reminders;
}

/** POST /api/user/calendar-feed: a new secret feed URL; any earlier one stops working. */
export async function createCalendarFeed(): Promise<string> {
  const body = await apiRequest<CalendarFeedResponse>("/api/user/calendar-feed", { method: "POST" });
  return body.url;
}

/** DELETE /api/user/calendar-feed: the feed URL stops working. */
export function revokeCalendarFeed(): Promise<void> {
  return apiRequest<void>("/api/user/calendar-feed", { method: "DELETE" });
}
