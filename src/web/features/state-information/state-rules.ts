import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import type { PrimaryElection } from "#shared/primary-election";
import { formatLongDate } from "#shared/rules/dates";
import { type PrimaryDateDisplay, primaryDateDisplay } from "#shared/rules/primary-date";
import { FIFTY_STATE_CODES } from "#shared/states";

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

export interface StateEntry {
  code: string;
  /** The state's name in the page's language. */
  name: string;
  /** Its English name as well, when the page's differs ("Nueva York"): a search finds either. */
  otherName?: string;
  election: PrimaryElection | null;
}

/**
 * The 50 states and DC in alphabetical order of name (in the page's language), each with its
 * primary information when there is some.
 */
export function stateEntries(
  elections: readonly PrimaryElection[] | undefined,
  language: Language = "en",
): StateEntry[] {
  const byState = new Map((elections ?? []).map((election) => [election.state, election]));
  return [...FIFTY_STATE_CODES, "DC"]
    .map((code) => {
      const name = stateNameIn(code, language);
      const english = stateNameIn(code, "en");
      return {
        code,
        name,
        ...(english === name ? {} : { otherName: english }),
        election: byState.get(code) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Lower case without accents, so that "misuri" finds "Misuri" and "hawai" "Hawái". */
function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();
}

/** Whether a word of `name` starts the needle's run of words ("new", "york", "new y"). */
function nameMatches(name: string, needle: string): boolean {
  return searchable(name)
    .split(/\s+/)
    .some((_, index, words) => words.slice(index).join(" ").startsWith(needle));
}

/** States whose name starts a word with the query, or whose code is the query ("new", "york", "tx"). */
export function matchStates(entries: readonly StateEntry[], query: string): StateEntry[] {
  const needle = searchable(query.trim());
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      entry.code.toLowerCase() === needle ||
      nameMatches(entry.name, needle) ||
      (entry.otherName !== undefined && nameMatches(entry.otherName, needle)),
  );
}

/**
 * The names of the states whose date (or primary type) the sources are less than sure of: the
 * data's names in English, the language's own otherwise.
 */
export function lessCertain(
  elections: readonly PrimaryElection[],
  field: "date" | "type",
  language: Language = "en",
): string[] {
  return elections
    .filter((election) => election.confidence && election.confidence[field] !== "high")
    .map((election) => (language === "en" ? election.stateName : stateNameIn(election.state, language)))
    .sort((a, b) => a.localeCompare(b, language));
}

/**
 * Plain text with its `yyyy-MM-dd` days written as readers expect them: "2026-03-03" → "March 3,
 * 2026". The texts are the sources' notes, in English, so their dates stay English too.
 */
export function readableDates(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => {
    const long = formatLongDate(day);
    return long === formatLongDate(null) ? day : long;
  });
}
