import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema/users";
import { generatePassword, hashPassword } from "#server/modules/auth/service";
import type { AppConfig } from "./config";

export type BootstrapResult =
  | { created: false }
  | { created: true; username: string; generatedPassword?: string };

/**
 * Creates the first administrator when none exists. Without ADMIN_PASSWORD a strong password is
 * generated and handed back once so main can print it; it is never logged.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  admin: AppConfig["admin"],
): Promise<BootstrapResult> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (existing.length > 0) return { created: false };
  const password = admin.password ?? generatePassword();
  const email = admin.email ?? `${admin.username}@admin.invalid`;
  const inserted = await db
    .insert(users)
    .values({
      name: "Administrator",
      email,
      username: admin.username,
      passwordHash: await hashPassword(password),
      role: "admin",
      verified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  return admin.password
    ? { created: true, username: admin.username }
    : { created: true, username: admin.username, generatedPassword: password };
}
