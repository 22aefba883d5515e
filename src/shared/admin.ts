import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, userSchema } from "./accounts";
import { calendarDay } from "./calendar-day";
import { INT4_MAX } from "./ids";
import { legislatorSchema } from "./legislator";
import { pledgeSchema } from "./pledges";
import { primaryElectionSchema } from "./primary-election";
import { text } from "./text";

/**
 * The spec's options (2024–2030) plus 2032, the next regular year of Senate class 2
 * (docs/principles.md, principle 5).
 */
export const ADMIN_PRIMARY_YEARS = [2024, 2026, 2028, 2030, 2032] as const;

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_MAX = 100;
export const KEY_FACT_MAX = 300;
export const KEY_FACTS_MAX = 20;
export const ELECTION_TEXT_MAX = 2000;
export const ADDITIONAL_INFO_MAX = 20_000;

/** Forms send "" for a cleared field; the API stores null. */
const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable());

const primaryYear = z
  .number({ error: "Choose a primary year" })
  .refine((y) => (ADMIN_PRIMARY_YEARS as readonly number[]).includes(y), {
    message: `Choose one of ${ADMIN_PRIMARY_YEARS.join(", ")}`,
  })
  .nullable();

const wholeNumber = (field: string) =>
  z.number({ error: `${field} must be a whole number` }).int(`${field} must be a whole number`);

const calendarDate = calendarDay();

const electionText = (label: string) =>
  emptyToNull(
    text().trim().max(ELECTION_TEXT_MAX, `${label} must be at most ${ELECTION_TEXT_MAX} characters`),
  );

export const adminLoginSchema = z.object({
  username: text({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(254, "Username must be at most 254 characters"),
  password: text({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX * 4, "Password is too long"),
});

export const adminChangePasswordSchema = z
  .object({
    currentPassword: text({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX * 4, "Password is too long"),
    newPassword: text({ error: `Password must be at least ${PASSWORD_MIN} characters` })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: text({ error: `Password must be at least ${PASSWORD_MIN} characters` }).min(
      PASSWORD_MIN,
      `Password must be at least ${PASSWORD_MIN} characters`,
    ),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type AdminChangePassword = z.infer<typeof adminChangePasswordSchema>;

/** The legislator edit dialog: only these four fields, each optional. */
export const legislatorEditSchema = z.object({
  keyFacts: z
    .array(
      text()
        .trim()
        .min(1, "A key fact cannot be empty")
        .max(KEY_FACT_MAX, `A key fact must be at most ${KEY_FACT_MAX} characters`),
    )
    .max(KEY_FACTS_MAX, `At most ${KEY_FACTS_MAX} key facts`)
    .optional(),
  pledgesNeeded: wholeNumber("Pledges needed")
    .min(0, "Pledges needed cannot be negative")
    .max(INT4_MAX, `Pledges needed must be at most ${INT4_MAX}`)
    .nullable()
    .optional(),
  trumpOppositionProbability: wholeNumber("Opposition probability")
    .min(0, "Opposition probability must be between 0 and 100")
    .max(100, "Opposition probability must be between 0 and 100")
    .nullable()
    .optional(),
  nextPrimaryYear: primaryYear.optional(),
});
export type LegislatorEdit = z.infer<typeof legislatorEditSchema>;

/** The primary election edit dialog; `additionalInfo` is HTML the server sanitises on write. */
export const primaryElectionEditSchema = z.object({
  primaryDate: emptyToNull(calendarDate).optional(),
  runoffDate: emptyToNull(calendarDate).optional(),
  registrationDeadline: emptyToNull(calendarDate).optional(),
  primaryType: electionText("Primary type").optional(),
  idRequirements: electionText("ID requirements").optional(),
  notes: electionText("Notes").optional(),
  registrationUrl: emptyToNull(
    text()
      .trim()
      .max(ELECTION_TEXT_MAX, `The URL must be at most ${ELECTION_TEXT_MAX} characters`)
      .pipe(z.url({ protocol: /^https?$/, error: "Please enter a valid http(s) URL" })),
  ).optional(),
  additionalInfo: emptyToNull(
    text().max(ADDITIONAL_INFO_MAX, `Additional info must be at most ${ADDITIONAL_INFO_MAX} characters`),
  ).optional(),
  partyRegistrationRequired: z.boolean({ error: "Choose yes or no" }).nullable().optional(),
  nextPrimaryYear: primaryYear.optional(),
});
export type PrimaryElectionEdit = z.infer<typeof primaryElectionEditSchema>;

/** The user edit dialog. */
export const userEditSchema = z.object({
  name: text()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters")
    .optional(),
  email: text()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase())
    .optional(),
  role: z.enum(["user", "admin"], { error: "Role must be user or admin" }).optional(),
  isActive: z.boolean({ error: "Choose active or inactive" }).optional(),
});
export type UserEdit = z.infer<typeof userEditSchema>;

/**
 * The server's view of an edit body: a key outside the form's fields (say `party` or
 * `pledgeCount`) is a 400 naming that key, never silently dropped.
 */
export function onlyKnownFields<T extends z.ZodObject>(schema: T) {
  const known = new Set(Object.keys(schema.shape));
  return z.preprocess((input, ctx) => {
    if (input && typeof input === "object" && !Array.isArray(input)) {
      for (const key of Object.keys(input)) {
        if (!known.has(key)) {
          ctx.addIssue({ code: "custom", path: [key], message: "This field cannot be changed", input });
        }
      }
    }
    return input;
  }, schema);
}

const page = z.coerce.number().int("Page must be a whole number").min(1, "Page starts at 1").default(1);
const pageSize = z.coerce
  .number()
  .int("Page size must be a whole number")
  .min(1, "Page size must be at least 1")
  .max(PAGE_SIZE_MAX, `Page size must be at most ${PAGE_SIZE_MAX}`)
  .default(PAGE_SIZE_DEFAULT);

export const pageQuerySchema = z.object({ page, pageSize });
export const searchPageQuerySchema = pageQuerySchema.extend({
  search: text()
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((s) => s || undefined),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

export const adminLegislatorSchema = legislatorSchema.extend({ adminEditedFields: z.array(z.string()) });
export type AdminLegislator = z.infer<typeof adminLegislatorSchema>;

export const adminPrimaryElectionSchema = primaryElectionSchema.extend({
  adminEditedFields: z.array(z.string()),
});
export type AdminPrimaryElection = z.infer<typeof adminPrimaryElectionSchema>;

export const adminUserSchema = userSchema.extend({ pledgeCount: z.number().int() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPledgeSchema = pledgeSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  legislator: legislatorSchema.pick({
    id: true,
    slug: true,
    fullName: true,
    firstName: true,
    lastName: true,
    state: true,
    districtCode: true,
    type: true,
    party: true,
  }),
});
export type AdminPledge = z.infer<typeof adminPledgeSchema>;

const pageInfo = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const adminPledgePageSchema = z.object({ pledges: z.array(adminPledgeSchema), ...pageInfo });
export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), ...pageInfo });

export const adminStatsSchema = z.object({
  totalPledges: z.number().int(),
  /** Pledges from voters who live in the legislator's seat (docs/principles.md, "Constituents and actions"). */
  constituentPledges: z.number().int(),
  /** Of those, the pledges of voters whose e-mail is verified. */
  verifiedConstituentPledges: z.number().int(),
  uniqueUsers: z.number().int(),
  averagePerLegislator: z.number(),
  legislatorsWithPledges: z.number().int(),
  totalLegislators: z.number().int(),
  totalPrimaryElections: z.number().int(),
  totalUsers: z.number().int(),
  topStates: z.array(
    z.object({
      state: z.string(),
      stateName: z.string(),
      pledges: z.number().int(),
      constituentPledges: z.number().int(),
    }),
  ),
  recentPledges: z.array(adminPledgeSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), ...pageInfo });
