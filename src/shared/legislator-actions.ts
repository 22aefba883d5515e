import { z } from "zod";
import { calendarDay } from "./calendar-day";
import { text } from "./text";

/**
 * What a legislator can do that a pledge is conditional on (docs/principles.md, "Constituents and actions"), and
 * how a voter reads each kind.
 */
export const LEGISLATOR_ACTION_KINDS = [
  "impeachment-vote",
  "conviction-vote",
  "impeachment-cosponsor",
  "discharge-petition",
  "public-commitment",
] as const;
export type LegislatorActionKind = (typeof LEGISLATOR_ACTION_KINDS)[number];

export const ACTION_KIND_LABELS: Record<LegislatorActionKind, string> = {
  "impeachment-vote": "Voted for articles of impeachment",
  "conviction-vote": "Voted to convict",
  "impeachment-cosponsor": "Cosponsored articles of impeachment",
  "discharge-petition": "Signed a discharge petition for articles of impeachment",
  "public-commitment": "Publicly committed to impeach or convict",
};

export const ACTION_NOTE_MAX = 500;
export const ACTION_SOURCE_URL_MAX = 2000;

export const ACTION_DATE_IN_FUTURE = "The date cannot be in the future";

/**
 * POST /api/admin/legislators/{id}/actions and the console's form. The server also refuses a date
 * after today in Washington (ACTION_DATE_IN_FUTURE); the form adds that check with `notAfter`.
 */
export const legislatorActionInputSchema = z.object({
  kind: z.enum(LEGISLATOR_ACTION_KINDS, { error: "Choose what the legislator did" }),
  date: calendarDay({ error: "Enter the date of the action" }),
  sourceUrl: text({ error: "A source link is required" })
    .trim()
    .min(1, "A source link is required")
    .max(ACTION_SOURCE_URL_MAX, `The source link must be at most ${ACTION_SOURCE_URL_MAX} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: "The source must be an http(s) link" })),
  note: text()
    .trim()
    .max(ACTION_NOTE_MAX, `The note must be at most ${ACTION_NOTE_MAX} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type LegislatorActionInput = z.infer<typeof legislatorActionInputSchema>;

/** The console form's schema: the same fields, and no date after `today` (yyyy-MM-dd). */
export function legislatorActionFormSchema(today: string) {
  return legislatorActionInputSchema.refine((v) => v.date <= today, {
    path: ["date"],
    message: ACTION_DATE_IN_FUTURE,
  });
}

/** An action on record, as the profile and the admin call return it. */
export const legislatorActionSchema = z.object({
  id: z.number().int(),
  legislatorId: z.number().int(),
  kind: z.enum(LEGISLATOR_ACTION_KINDS),
  /** yyyy-MM-dd */
  date: z.string(),
  sourceUrl: z.string(),
  note: z.string().nullable(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type LegislatorAction = z.infer<typeof legislatorActionSchema>;

/**
 * A pledge is conditional until its legislator has an action on record, then due; closed once
 * the legislator has left office.
 */
export const PLEDGE_STATUSES = ["conditional", "due", "closed"] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];
