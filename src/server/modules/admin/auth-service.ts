import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { sessions, users } from "#db/schema/users";
import type { ServerContext } from "#server/context";
import { HttpError } from "#server/http/errors";
import { passwordChangedMail } from "#server/mail/messages";
import { enqueueMail } from "#server/mail/outbox";
import type { AdminChangePassword } from "#shared/admin";
import { rejectCommonPassword } from "../accounts/service";
import type { Actor } from "../auth/context";
import { hashPassword, hashToken, type UserRow, verifyAgainstDummy, verifyPassword } from "../auth/service";
import { recordAudit } from "./audit";

export const INVALID_ADMIN_LOGIN = "Invalid username or password";

/** An administrator by username or e-mail, case-insensitive; undefined when none matches. */
export async function findAdminByLogin(db: Database, username: string): Promise<UserRow | undefined> {
  const login = username.toLowerCase();
  const [admin] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return admin;
}

/**
 * The subject of the per-account sign-in limit: the account itself, whichever of its names was
 * typed, so the username and the e-mail share one allowance.
 */
export const adminLoginSubject = (admin: UserRow | undefined, username: string) =>
  admin ? `admin:${admin.id}` : `name:${username.toLowerCase()}`;

/**
 * Checks the password of the administrator findAdminByLogin found. An unknown name, a voter's
 * account and a wrong password get the same 401 after the same hashing work; only a deactivated
 * admin who knows the password learns more (403).
 */
export async function authenticateAdmin(admin: UserRow | undefined, password: string): Promise<UserRow> {
  const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstDummy(password);
  if (!admin || !ok) throw new HttpError(401, INVALID_ADMIN_LOGIN);
  if (!admin.isActive) throw new HttpError(403, "This administrator account has been deactivated");
  return admin;
}

type Ctx = Pick<ServerContext, "db" | "tokenKey" | "now" | "config" | "wakeMailer">;

/**
 * Sets the admin's new password, ends their other sessions and tokens (the one in use stays), and
 * mails them a notice. The audit entry names the action only.
 */
export async function changeAdminPassword(ctx: Ctx, actor: Actor, input: AdminChangePassword): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, actor.user.passwordHash))) {
    throw new HttpError(400, "Current password is incorrect");
  }
  rejectCommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  const { user } = actor;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(ctx.tokenKey, actor.token))));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "admin.change_password",
      entityType: "user",
      entityId: user.id,
      changes: {},
    });
    // The bootstrap admin's placeholder address (RFC 2606 .invalid) can never receive mail.
    if (!user.email.endsWith(".invalid")) {
      await enqueueMail(
        tx,
        passwordChangedMail({ to: user.email, name: user.name, publicUrl: ctx.config.publicUrl }),
      );
    }
  });
  ctx.wakeMailer();
}
