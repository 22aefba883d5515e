import { z } from "zod";
import {
  ADDITIONAL_INFO_MAX,
  type AdminLegislator,
  type AdminPrimaryElection,
  type AdminUser,
  ELECTION_TEXT_MAX,
  type LegislatorEdit,
  type PrimaryElectionEdit,
  type UserEdit,
} from "#shared/admin";
import { parseCalendarDay } from "#shared/rules/dates";
import { text } from "#shared/text";

/*
 * The edit dialogs' form rules and what each save sends. Every dialog sends only the fields whose
 * value moved: the server marks each field it is sent as set by an administrator (so a re-seed
 * keeps it), and audits it.
 */

// --- Legislator ----------------------------------------------------------------------------------

/** A whole number typed into a text box; "" leaves the field unset. */
const wholeNumberText = (field: string, max?: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d+$/.test(v), `${field} must be a whole number`)
    .refine(
      (v) => v === "" || max === undefined || Number(v) <= max,
      `${field} must be between 0 and ${max}`,
    );

export const legislatorFormSchema = z.object({
  pledgesNeeded: wholeNumberText("Pledges needed").refine(
    (v) => v === "" || Number(v) <= 100_000_000,
    "Pledges needed is too large",
  ),
  trumpOppositionProbability: wholeNumberText("Opposition probability", 100),
  nextPrimaryYear: z.string(),
});
export type LegislatorFormValues = z.infer<typeof legislatorFormSchema>;

const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

/** Only the fields that moved: the server marks every field it is sent as set by an administrator. */
export function legislatorChanges(
  legislator: AdminLegislator,
  values: LegislatorFormValues,
  keyFacts: string[],
): LegislatorEdit {
  const edit: LegislatorEdit = {};
  if (
    keyFacts.length !== legislator.keyFacts.length ||
    keyFacts.some((fact, i) => fact !== legislator.keyFacts[i])
  ) {
    edit.keyFacts = keyFacts;
  }
  const pledgesNeeded = numberOrNull(values.pledgesNeeded);
  if (pledgesNeeded !== legislator.pledgesNeeded) edit.pledgesNeeded = pledgesNeeded;
  const probability = numberOrNull(values.trumpOppositionProbability);
  if (probability !== legislator.trumpOppositionProbability) edit.trumpOppositionProbability = probability;
  const year = numberOrNull(values.nextPrimaryYear);
  if (year !== legislator.nextPrimaryYear) edit.nextPrimaryYear = year;
  return edit;
}

// --- Primary election --------------------------------------------------------------------------

/** A native date picker gives yyyy-MM-dd, or "" when cleared. */
const calendarDay = z.string().refine((v) => v === "" || parseCalendarDay(v) !== null, "Pick a valid date");

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
};

export const primaryElectionFormSchema = z.object({
  primaryDate: calendarDay,
  runoffDate: calendarDay,
  registrationDeadline: calendarDay,
  primaryType: text().max(ELECTION_TEXT_MAX),
  partyRegistrationRequired: z.enum(["", "yes", "no"]),
  nextPrimaryYear: z.string(),
  idRequirements: text().max(ELECTION_TEXT_MAX),
  notes: text().max(ELECTION_TEXT_MAX),
  registrationUrl: text()
    .trim()
    .refine((v) => v === "" || isHttpUrl(v), "Please enter a valid URL (starting with https://)"),
  additionalInfo: text().max(ADDITIONAL_INFO_MAX),
});
export type PrimaryElectionFormValues = z.infer<typeof primaryElectionFormSchema>;
type TextField = "primaryType" | "idRequirements" | "notes" | "registrationUrl";
type DateField = "primaryDate" | "runoffDate" | "registrationDeadline";

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** Only the fields that moved: the server marks every field it is sent as set by an administrator. */
export function primaryElectionChanges(
  election: AdminPrimaryElection,
  values: PrimaryElectionFormValues,
): PrimaryElectionEdit {
  const edit: PrimaryElectionEdit = {};
  for (const field of ["primaryDate", "runoffDate", "registrationDeadline"] as DateField[]) {
    const value = values[field] || null;
    if (value !== election[field]) edit[field] = value;
  }
  for (const field of ["primaryType", "idRequirements", "notes", "registrationUrl"] as TextField[]) {
    const value = textOrNull(values[field]);
    if (value !== election[field]) edit[field] = value;
  }
  const info = values.additionalInfo.trim() === "" ? null : values.additionalInfo;
  if (info !== election.additionalInfo) edit.additionalInfo = info;
  const required =
    values.partyRegistrationRequired === "" ? null : values.partyRegistrationRequired === "yes";
  if (required !== election.partyRegistrationRequired) edit.partyRegistrationRequired = required;
  const year = values.nextPrimaryYear === "" ? null : Number(values.nextPrimaryYear);
  if (year !== election.nextPrimaryYear) edit.nextPrimaryYear = year;
  return edit;
}

// --- User --------------------------------------------------------------------------------------

const emailFormat = z.email();

/** The spec's rules: name optional (at least 2 characters when given), email valid when given. */
export const userFormSchema = z.object({
  name: text()
    .trim()
    .max(100, "Name must be at most 100 characters")
    .refine((v) => v === "" || v.length >= 2, "Name must be at least 2 characters"),
  email: text()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .refine((v) => v === "" || emailFormat.safeParse(v).success, "Please enter a valid email address"),
  role: z.enum(["user", "admin"]),
  isActive: z.boolean(),
});
export type UserFormValues = z.infer<typeof userFormSchema>;

/** Only what moved; an empty name or email leaves the stored one as it is. */
export function userChanges(user: AdminUser, values: UserFormValues): UserEdit {
  const edit: UserEdit = {};
  if (values.name && values.name !== user.name) edit.name = values.name;
  if (values.email && values.email.toLowerCase() !== user.email.toLowerCase()) edit.email = values.email;
  if (values.role !== user.role) edit.role = values.role;
  if (values.isActive !== user.isActive) edit.isActive = values.isActive;
  return edit;
}
