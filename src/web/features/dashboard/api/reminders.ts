import { queryOptions } from "@tanstack/react-query";
import type { ReminderPreferences, RemindersResponse } from "#shared/engagement";
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
