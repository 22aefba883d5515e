import type { DbExecutor } from "#db/client";
import { contactMessages } from "#db/schema/messaging";

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Keeps a message sent through the contact form (the mail to the team is queued beside it). */
export async function saveContactMessage(db: DbExecutor, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
