import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { legislators } from "#db/schema/legislators";
import { users } from "#db/schema/users";
import { hashPassword } from "#server/modules/auth/password";

export const TEST_ADMIN_PASSWORD = "admin password here";

/** An active, verified administrator, written straight to the database; sign in with its e-mail. */
export async function insertAdmin(db: Database, email: string, name = "Test Admin") {
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword(TEST_ADMIN_PASSWORD),
      role: "admin",
      verified: true,
    })
    .returning();
  return row!;
}

/** The id of a seeded legislator, e.g. "lisa-murkowski". */
export async function legislatorIdBySlug(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: legislators.id }).from(legislators).where(eq(legislators.slug, slug));
  if (!row) throw new Error(`no seeded legislator ${slug}`);
  return row.id;
}
