import { join } from "node:path";
import type { SnapshotPrimaryRule } from "#db/snapshot";
import { stateName } from "#shared/states";
import { type CsvRow, column, numberColumn, readCsv } from "./csv";
import { daysBefore, formatDate } from "./format";

const VERIFY = "Compiled from public sources; verify with your state election office.";
const DEADLINE_SOURCE =
  "Registration deadlines come from an undated vote.gov snapshot (about 2022–24) and may have changed.";

interface Deadlines {
  online: number | null;
  mail: number | null;
  mailRule: string;
  inPerson: number | null;
}

/**
 * Whether voting in the Republican primary takes a Republican registration. "yes…" → true,
 * "no…" → false; "party-dependent…" (the rule differs between the parties) → true when the source
 * says the Republican primary is closed ("R closed"), else null; the source's wording is kept in
 * the notes.
 */
export function parsePartyRegistration(text: string): boolean | null {
  if (/^yes\b/i.test(text)) return true;
  if (/^no\b/i.test(text)) return false;
  if (/^party-dependent\b.*\bR closed\b/i.test(text)) return true;
  return null;
}

/**
 * The last day to register by the most permissive channel. In-person registration on Election Day
 * itself (0 days) is reported as same-day registration in the notes instead, because it comes with
 * conditions (in person, with proof of residence) that a plain deadline would hide.
 */
export function registrationDeadline(primaryDate: string | null, deadlines: Deadlines): string | null {
  if (!primaryDate) return null;
  const { online, mail, inPerson } = deadlines;
  const candidates = [online, mail, inPerson === 0 ? null : inPerson].filter((d): d is number => d !== null);
  if (candidates.length === 0) return null;
  return daysBefore(primaryDate, Math.min(...candidates));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function withConfidence(label: string, confidence: string): string {
  return confidence === "high" ? label : `${label} (${confidence} confidence)`;
}

/** In-person registration at 0 days: through Election Day, or (NC) only during early voting. */
function sameDayText(sameDay: string): { note: string; inPerson: string } {
  return sameDay === "early voting only"
    ? {
        note: "Same-day registration is available during early voting only.",
        inPerson: "during early voting only",
      }
    : { note: "Registration is possible in person through Election Day.", inPerson: "through Election Day" };
}

function notesFor(row: CsvRow, deadlines: Deadlines): string {
  const date = column(row, "primary_date_2026");
  const runoff = column(row, "primary_runoff_date_2026");
  const dateNotes = column(row, "primary_date_notes");
  const typeNote = column(row, "primary_type_note");
  const partyRegistration = column(row, "party_registration_required");
  const sameDay = column(row, "same_day_registration");
  const sameDayNote = column(row, "same_day_registration_note");

  const notes: string[] = [];
  if (date) {
    const label = withConfidence(`2026 primary: ${date}`, column(row, "primary_date_confidence"));
    // The compiled notes refer to a CSV column by name; readers see it as the type note that follows.
    const readableNotes = dateNotes.replace("primary_type_note", "the primary type note");
    notes.push(sentence(readableNotes ? `${label}; ${readableNotes}` : label));
  } else {
    notes.push("The 2026 primary date is not known.");
  }
  if (runoff) notes.push(sentence(`Runoff: ${runoff}`));
  const type = withConfidence(
    `Primary type: ${column(row, "primary_type")}`,
    column(row, "primary_type_confidence"),
  );
  notes.push(sentence(typeNote ? `${type}; ${typeNote}` : type));
  notes.push(sentence(`Party registration required: ${partyRegistration}`));
  notes.push(sentence(`Same-day registration: ${sameDayNote ? `${sameDay}; ${sameDayNote}` : sameDay}`));
  if (deadlines.inPerson === 0) notes.push(sameDayText(sameDay).note);
  if (deadlines.online !== null || deadlines.mail !== null || deadlines.inPerson !== null) {
    notes.push(DEADLINE_SOURCE);
  }
  notes.push(VERIFY);
  return notes.join(" ");
}

function channelItem(label: string, days: number | null, primaryDate: string | null, verb = "by"): string {
  if (days === null) return `<li><strong>${label}:</strong> no deadline listed</li>`;
  const before = days === 0 ? "primary day" : `${days === 1 ? "1 day" : `${days} days`} before the primary`;
  const text = primaryDate ? `${verb} ${formatDate(daysBefore(primaryDate, days))} (${before})` : before;
  return `<li><strong>${label}:</strong> ${escapeHtml(text)}</li>`;
}

function mailVerb(rule: string): string {
  if (rule === "postmarked") return "postmarked by";
  if (rule === "received") return "received by";
  return "by";
}

function link(url: string, text: string): string {
  return /^https:\/\/[^\s"<>]+$/.test(url)
    ? `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`
    : "";
}

function additionalInfoFor(row: CsvRow, deadlines: Deadlines, primaryDate: string | null): string {
  const sameDay = column(row, "same_day_registration");
  const sameDayNote = column(row, "same_day_registration_note");
  const stateLabel = escapeHtml(column(row, "state_name"));
  const parts: string[] = [];

  const noRegistration = sameDay.startsWith("n/a");
  if (noRegistration) {
    parts.push(
      `<p>${stateLabel} has no voter registration: eligible residents vote without registering.</p>`,
    );
  } else {
    const inPerson =
      deadlines.inPerson === 0
        ? `<li><strong>In person:</strong> ${sameDayText(sameDay).inPerson}</li>`
        : channelItem("In person", deadlines.inPerson, primaryDate);
    parts.push(
      "<p><strong>Registration deadlines for the 2026 primary</strong></p>",
      `<ul>${channelItem("Online", deadlines.online, primaryDate)}${channelItem("By mail", deadlines.mail, primaryDate, mailVerb(deadlines.mailRule))}${inPerson}</ul>`,
      `<p><strong>Same-day registration:</strong> ${escapeHtml(sameDayNote ? `${sameDay} (${sameDayNote})` : sameDay)}</p>`,
    );
  }
  parts.push(`<p>${noRegistration ? "" : `${escapeHtml(DEADLINE_SOURCE)} `}${escapeHtml(VERIFY)}</p>`);
  parts.push(
    link(
      column(row, "registration_url"),
      noRegistration ? "Official voter information" : "Official voter registration site",
    ),
  );
  parts.push(link(column(row, "vote_gov_url"), "Voter registration help on vote.gov"));
  return parts.join("");
}

/** One SnapshotPrimaryRule per row of state_election_rules_2026.csv, sorted by state code. */
export function readPrimaryRules(dataDir: string): SnapshotPrimaryRule[] {
  const rows = readCsv(join(dataDir, "state_election_rules_2026.csv"));
  return rows
    .map((row): SnapshotPrimaryRule => {
      const state = column(row, "state");
      if (stateName(state) !== column(row, "state_name")) {
        throw new Error(`State name for ${state} differs from src/shared/states.ts`);
      }
      const primaryDate = column(row, "primary_date_2026") || null;
      const deadlines: Deadlines = {
        online: numberColumn(row, "reg_deadline_online_days_before"),
        mail: numberColumn(row, "reg_deadline_mail_days_before"),
        mailRule: column(row, "reg_deadline_mail_rule"),
        inPerson: numberColumn(row, "reg_deadline_in_person_days_before"),
      };
      return {
        state,
        stateName: column(row, "state_name"),
        primaryDate,
        runoffDate: column(row, "primary_runoff_date_2026") || null,
        registrationDeadline: registrationDeadline(primaryDate, deadlines),
        primaryType: column(row, "primary_type") || null,
        partyRegistrationRequired: parsePartyRegistration(column(row, "party_registration_required")),
        registrationUrl: column(row, "registration_url") || null,
        idRequirements: null,
        notes: notesFor(row, deadlines),
        additionalInfo: additionalInfoFor(row, deadlines, primaryDate),
        voterInfoUrl: column(row, "vote_gov_url") || null,
        confidence: {
          date: column(row, "primary_date_confidence"),
          type: column(row, "primary_type_confidence"),
        },
        sources: column(row, "sources"),
      };
    })
    .sort((a, b) => (a.state < b.state ? -1 : a.state > b.state ? 1 : 0));
}
