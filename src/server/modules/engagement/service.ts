import type { DbExecutor } from "#db/client";
import { saveReminderPreferences } from "./repo";

/**
 * The engagement module's surface for other modules. One-click unsubscribe turns off every mail
 * the voter did not ask for by name: reminders and action notices (account mail still goes out).
 */
export async function turnOffVoterMail(db: DbExecutor, userId: number, now: Date): Promise<void> {
  await saveReminderPreferences(db, userId, { emailReminders: false, actionNotices: false, updatedAt: now });
}
