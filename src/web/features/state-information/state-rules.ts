import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate } from "#shared/rules/dates";
import { type PrimaryDateDisplay, primaryDateDisplay } from "#shared/rules/primary-date";
import { FIFTY_STATE_CODES, stateName } from "#shared/states";

type StateCycle = Pick<PrimaryElection, "nextPrimaryYear">;

/**
 * A state's primary (or runoff) date as the display rule has it: states hold House primaries every
 * even year, so the cycle is the House's, starting at the state's `nextPrimaryYear`.
 */
export function statePrimaryDate(
  date: string | null,
  election: StateCycle,
  today: string,
): PrimaryDateDisplay {
  return primaryDateDisplay(date, { type: "rep", nextPrimaryYear: election.nextPrimaryYear }, today);
}

/** "top-two (nonpartisan)" → "Top-two (nonpartisan)". */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The confidence the compiled data gives a value, in plain words: "Confidence: medium". */
export function confidenceText(level: string): string {
  return `Confidence: ${level.toLowerCase()}`;
}

export interface StateEntry {
  code: string;
  name: string;
  election: PrimaryElection | null;
}

/** The 50 states and DC in alphabetical order of name, each with its primary information when there is some. */
export function stateEntries(elections: readonly PrimaryElection[] | undefined): StateEntry[] {
  const byState = new Map((elections ?? []).map((election) => [election.state, election]));
  return [...FIFTY_STATE_CODES, "DC"]
    .map((code) => ({
      code,
      name: stateName(code),
      election: byState.get(code) ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** States whose name starts a word with the query, or whose code is the query ("new", "york", "tx"). */
export function matchStates(entries: readonly StateEntry[], query: string): StateEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      entry.code.toLowerCase() === needle ||
      entry.name
        .toLowerCase()
        .split(/\s+/)
        .some((_, index, words) => words.slice(index).join(" ").startsWith(needle)),
  );
}

/** The names of the states whose date (or primary type) the sources are less than sure of. */
export function lessCertain(elections: readonly PrimaryElection[], field: "date" | "type"): string[] {
  return elections
    .filter((election) => election.confidence && election.confidence[field] !== "high")
    .map((election) => election.stateName)
    .sort((a, b) => a.localeCompare(b, "en"));
}

/** Plain text with its `yyyy-MM-dd` days written as readers expect them: "2026-03-03" → "March 3, 2026". */
export function readableDates(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => {
    const long = formatLongDate(day);
    return long === formatLongDate(null) ? day : long;
  });
}
