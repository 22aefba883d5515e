import type { AuditEntry } from "#shared/admin";
import { formatAdminDate, parseCalendarDay } from "#shared/rules/dates";
import { stateName } from "#shared/states";

const ACTIONS: Record<string, string> = {
  "legislator.update": "Edited a legislator",
  "primary_election.update": "Edited a primary election",
  "user.update": "Edited a user",
  "admin.change_password": "Changed their password",
};

const FIELD_LABELS: Record<string, string> = {
  keyFacts: "Key facts",
  pledgesNeeded: "Pledges needed",
  trumpOppositionProbability: "Opposition probability",
  nextPrimaryYear: "Next primary year",
  primaryDate: "Primary date",
  runoffDate: "Runoff date",
  registrationDeadline: "Registration deadline",
  primaryType: "Primary type",
  partyRegistrationRequired: "Party registration required",
  registrationUrl: "Registration URL",
  idRequirements: "ID requirements",
  notes: "Notes",
  additionalInfo: "Additional information",
  name: "Name",
  email: "Email",
  role: "Role",
  isActive: "Active",
  verified: "Email verified",
};

/** Fields that only record which fields an admin has set: not news to whoever reads the log. */
const BOOKKEEPING = new Set(["adminEditedFields", "updatedAt"]);

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** "Legislator Lisa Murkowski", "Primary election Alaska (AK)", "User #12". */
export function entityLabel(entry: AuditEntry, legislatorName: (id: number) => string | undefined): string {
  if (entry.action === "admin.change_password") return "";
  switch (entry.entityType) {
    case "legislator": {
      const name = legislatorName(Number(entry.entityId));
      return name ? `Legislator ${name}` : `Legislator #${entry.entityId}`;
    }
    case "primary_election":
      return `Primary election ${stateName(entry.entityId)} (${entry.entityId})`;
    case "user":
      return `User #${entry.entityId}`;
    default:
      return `${entry.entityType} ${entry.entityId}`;
  }
}

const PREVIEW_MAX = 160;

/** A value as a reader wants it: "(empty)", "Yes"/"No", dates as 'MMM d, yyyy', long text cut. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" && parseCalendarDay(value)) return formatAdminDate(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? "(none)" : value.map((item) => formatAuditValue(item)).join("; ");
  }
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}…` : text;
}

export type AuditChange =
  | { kind: "value"; field: string; before: string; after: string }
  /** A list (key facts): what left it and what joined it, rather than both lists in full. */
  | { kind: "list"; field: string; removed: string[]; added: string[] };

export function visibleChanges(entry: AuditEntry): AuditChange[] {
  return Object.entries(entry.changes)
    .filter(([field]) => !BOOKKEEPING.has(field))
    .map(([field, { before, after }]): AuditChange => {
      if (Array.isArray(after) && (Array.isArray(before) || before === null)) {
        const previous = (before ?? []) as unknown[];
        return {
          kind: "list",
          field: fieldLabel(field),
          removed: previous.filter((item) => !after.includes(item)).map(formatAuditValue),
          added: after.filter((item) => !previous.includes(item)).map(formatAuditValue),
        };
      }
      return {
        kind: "value",
        field: fieldLabel(field),
        before: formatAuditValue(before),
        after: formatAuditValue(after),
      };
    });
}

/** "h:mm AM" on the reader's clock, next to the admin date. */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}
