import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema/users";
import type { ServerContext } from "#server/context";
import { HttpError } from "#server/http/errors";
import { type ApiMessageKey, apiText } from "#server/i18n/api-messages";
import {
  accountExistsMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from "#server/mail/messages";
import { enqueueMail } from "#server/mail/outbox";
import { DISTRICT_NOT_IN_ZIP, type ProfileUpdate, type RegisterInput } from "#shared/accounts";
import { VALIDATION_MESSAGES } from "#shared/i18n/validation-messages";
import type { Language } from "#shared/language";
import {
  consumeOneTimeToken,
  hashPassword,
  issueOneTimeToken,
  oneTimeTokenOwner,
  type UserRow,
  verifyAgainstDummy,
  verifyPassword,
} from "../auth/service";
import { adjustVoterCounts, type VoterStanding } from "../pledges/service";
import { isCommonPassword } from "./common-passwords";

type Ctx = Pick<ServerContext, "db" | "config" | "tokenKey" | "now" | "wakeMailer" | "catalog">;

export function rejectCommonPassword(password: string, field = "password") {
  if (isCommonPassword(password)) {
    throw new HttpError(400, apiText("commonPassword"), { [field]: apiText("commonPasswordField") });
  }
}

/**
 * Registers a voter. A known e-mail gets the very same answer: nothing changes, and its owner is
 * mailed a notice instead (docs/principles.md, principle 6). The password is hashed either way so the
 * two paths take comparable time. `language` is the one the voter registered in (the request's):
 * the account keeps it, and both mails are written in it.
 */
export async function register(ctx: Ctx, input: RegisterInput, language: Language): Promise<void> {
  rejectCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const district = districtFor(ctx, input);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        phone: input.phone,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        registeredParty: input.registeredParty ?? null,
        congressionalDistrict: district.congressionalDistrict,
        districtCode: district.districtCode,
        language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const now = ctx.now();
    if (created) {
      const token = await issueOneTimeToken(tx, ctx.tokenKey, created.id, "verify_email", now);
      await enqueueMail(
        tx,
        verificationMail({
          to: input.email,
          name: input.name,
          token,
          publicUrl: ctx.config.publicUrl,
          language,
        }),
      );
    } else {
      await enqueueMail(
        tx,
        accountExistsMail({ to: input.email, publicUrl: ctx.config.publicUrl, language }),
      );
    }
  });
  ctx.wakeMailer();
}

interface District {
  congressionalDistrict: number | null;
  districtCode: string | null;
}

function districtOfCode(code: string | null): District {
  if (!code) return { congressionalDistrict: null, districtCode: null };
  const number = code.slice(3);
  return { congressionalDistrict: number === "AL" ? 0 : Number(number), districtCode: code };
}

/**
 * The district a profile points at: the one the voter chose among the ZIP's districts, else the
 * ZIP's when it lies in one district, else none (the voter is then asked to choose).
 */
function districtFor(
  ctx: Pick<Ctx, "catalog">,
  input: { state: string; zip: string; districtCode?: string | null | undefined },
): District {
  const candidates = ctx.catalog.zipIndex
    .districtsFor(input.zip)
    .filter((c) => c.startsWith(`${input.state}-`));
  const code =
    input.districtCode && candidates.includes(input.districtCode)
      ? input.districtCode
      : candidates.length === 1
        ? candidates[0]!
        : null;
  return districtOfCode(code);
}

/** What makes a voter's pledges count as a constituent's (pledges/service.ts). */
function standing(row: UserRow): VoterStanding {
  return { state: row.state, congressionalDistrict: row.congressionalDistrict, verified: row.verified };
}

/**
 * Changes a voter's row and moves the constituent counters of their pledges with it, in one
 * transaction that holds the row's lock from the read to the counters (see adjustVoterCounts).
 * `change` gets the current row and returns the fields to set, or null to leave it as it is.
 */
async function changeVoter(
  db: Database,
  userId: number,
  change: (current: UserRow) => Partial<typeof users.$inferInsert> | null,
): Promise<{ before: UserRow; after: UserRow } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!current) return null;
    const fields = change(current);
    if (!fields) return { before: current, after: current };
    const [updated] = await tx.update(users).set(fields).where(eq(users.id, userId)).returning();
    await adjustVoterCounts(tx, userId, standing(current), standing(updated!));
    return { before: current, after: updated! };
  });
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Checks credentials; an unknown e-mail costs the same hashing time as a wrong password. */
export async function authenticate(db: Database, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new HttpError(401, apiText("invalidLogin"));
  if (!user.isActive) throw new HttpError(403, apiText("accountDeactivated"));
  return user;
}

/**
 * Saves the voter's profile. A new state or ZIP re-resolves their district (their pledges then
 * count where they live now); `districtCode` picks one of a split ZIP's districts.
 */
export async function updateProfile(ctx: Ctx, userId: number, input: ProfileUpdate): Promise<UserRow> {
  const { districtCode, ...fields } = input;
  if (districtCode && districtFor(ctx, input).districtCode !== districtCode) {
    throw new HttpError(400, DISTRICT_NOT_IN_ZIP, { districtCode: DISTRICT_NOT_IN_ZIP });
  }
  const changed = await changeVoter(ctx.db, userId, (current) => {
    const moved = current.state !== fields.state || current.zip !== fields.zip;
    const district =
      moved || districtCode
        ? districtFor(ctx, input)
        : { congressionalDistrict: current.congressionalDistrict, districtCode: current.districtCode };
    return { ...fields, ...district, updatedAt: ctx.now() };
  });
  if (!changed) throw new HttpError(404, apiText("userNotFound"));
  return changed.after;
}

/** Records the district a lookup found for a signed-in voter; returns whether anything changed. */
export async function recordDistrict(db: Database, user: UserRow, districtCode: string): Promise<boolean> {
  const changed = await changeVoter(db, user.id, (current) =>
    current.districtCode === districtCode ? null : districtOfCode(districtCode),
  );
  return changed !== null && changed.before !== changed.after;
}

/**
 * Verifies the account the mailed token names. A link opened again (or a link of an account
 * verified since) says so with a 409 rather than calling a link that worked invalid.
 */
export async function verifyEmail(ctx: Ctx, token: string): Promise<UserRow> {
  const consumedBy = await consumeOneTimeToken(ctx.db, ctx.tokenKey, token, "verify_email", ctx.now());
  if (consumedBy !== null) {
    const changed = await changeVoter(ctx.db, consumedBy, (current) =>
      current.verified ? null : { verified: true },
    );
    if (changed) return changed.after;
  }
  const owner = consumedBy ?? (await oneTimeTokenOwner(ctx.db, ctx.tokenKey, token, "verify_email"));
  if (owner !== null) {
    const [account] = await ctx.db
      .select({ verified: users.verified })
      .from(users)
      .where(eq(users.id, owner));
    if (account?.verified) throw new HttpError(409, apiText("alreadyVerified"));
  }
  throw new HttpError(400, apiText("invalidVerificationLink"));
}

/** Mails a new verification link, in the voter's language; resolves what to tell them (a message key). */
export async function resendVerification(
  ctx: Ctx,
  user: UserRow,
): Promise<Extract<ApiMessageKey, "alreadyVerified" | "verificationSent">> {
  if (user.verified) return "alreadyVerified";
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, ctx.tokenKey, user.id, "verify_email", ctx.now());
    await enqueueMail(
      tx,
      verificationMail({
        to: user.email,
        name: user.name,
        token,
        publicUrl: ctx.config.publicUrl,
        language: user.language,
      }),
    );
  });
  ctx.wakeMailer();
  return "verificationSent";
}

/**
 * Same answer whether or not the account exists; the mail is queued, so timing tells nothing. It
 * is written in the account's language.
 */
export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.isActive) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, ctx.tokenKey, user.id, "reset_password", ctx.now());
    await enqueueMail(
      tx,
      passwordResetMail({
        to: user.email,
        name: user.name,
        token,
        publicUrl: ctx.config.publicUrl,
        language: user.language,
      }),
    );
  });
  ctx.wakeMailer();
}

/** Sets a new password with a single-use token and ends every session of that user. */
export async function resetPassword(
  ctx: Ctx & Pick<ServerContext, "sessions">,
  token: string,
  password: string,
): Promise<void> {
  rejectCommonPassword(password);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, ctx.tokenKey, token, "reset_password", ctx.now());
    if (userId === null) throw new HttpError(400, VALIDATION_MESSAGES.resetTokenInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(eq(users.id, userId))
      .returning();
    await ctx.sessions.revokeAllFor(userId, tx);
    await enqueueMail(
      tx,
      passwordChangedMail({
        to: user!.email,
        name: user!.name,
        publicUrl: ctx.config.publicUrl,
        language: user!.language,
      }),
    );
  });
  ctx.wakeMailer();
}
