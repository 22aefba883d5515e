import { badRequest } from "#server/http/errors";
import { apiMessage, apiText, type LocalizedText } from "#server/i18n/api-messages";
import type { ZipIndex } from "#server/public-data/zip-index";
import { DISTRICT_NOT_IN_ZIP } from "#shared/accounts";
import { isRedrawnFor2026, NEW_LINES_TAKE_OFFICE } from "#shared/district-lines";
import {
  type FindLegislatorsInput,
  type FindLegislatorsResult,
  newDistrictLinesMessage,
  unknownDistrictMessage,
  type VacancyReason,
  type VacantSeat,
} from "#shared/find-legislators";
import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import type { Legislator } from "#shared/legislator";
import { endsWithCongress } from "#shared/rules/office";
import { US_STATES } from "#shared/states";

/**
 * The districts of the address's state that its ZIP overlaps, or the one the voter chose among
 * them; none for a ZIP the table does not know.
 */
export function settleDistricts(zipIndex: ZipIndex, input: FindLegislatorsInput): readonly string[] {
  const codes = zipIndex.districtsFor(input.zip);
  if (codes.length === 0) return [];
  const inState = codes.filter((code) => code.startsWith(`${input.state}-`));
  if (inState.length === 0) {
    const message: LocalizedText = (language) =>
      apiMessage(language, "zipNotInState", {
        zip: input.zip.slice(0, 5),
        state: stateNameIn(input.state, language),
      });
    throw badRequest(message, { zip: message });
  }
  if (input.districtCode === undefined) return inState;
  if (!inState.includes(input.districtCode)) {
    throw badRequest(apiText("districtNotInZip"), { districtCode: DISTRICT_NOT_IN_ZIP });
  }
  return [input.districtCode];
}

/** The seat a former member held, and how they left it (shared/rules/office.ts). */
export interface EndedTerm {
  type: "sen" | "rep";
  state: string;
  /** The House district's code; null for a Senate seat. */
  districtCode: string | null;
  senateClass: number | null;
  /** yyyy-MM-dd: the end of their last term on record. */
  termEnd: string;
  /** yyyy-MM-dd: the day they left, their term's end unless the roster dropped them before. */
  leftOffice: string;
}

/**
 * Why a seat has nobody in it, from the latest departure from it: a member the roster dropped
 * before their term's end left a vacancy; a term that reached a Congress's end (3 January) waits
 * for the next member's data; one that ended on another day was an appointment that ran to a
 * special election. No departure on record: `vacant`.
 */
export function vacancyReason(ended: readonly EndedTerm[]): VacancyReason {
  const last = ended.reduce<EndedTerm | undefined>(
    (a, b) => (a && a.leftOffice >= b.leftOffice ? a : b),
    undefined,
  );
  if (!last || last.leftOffice !== last.termEnd) return "vacant";
  return endsWithCongress(last.termEnd) ? "awaiting-updated-data" : "awaiting-special-election-result";
}

/**
 * Who holds each seat the lookup can name, and why a seat has nobody: built once per catalog
 * change, so an answer costs a few Map reads. `members` are the members in office; `ended` the
 * former members' last terms.
 */
export class SeatDirectory {
  readonly #byState = new Map<string, Legislator[]>();
  readonly #senateVacancies = new Map<string, VacantSeat[]>();
  readonly #endedHouseTerms = new Map<string, EndedTerm[]>();
  readonly #today: string;

  constructor(members: readonly Legislator[], ended: readonly EndedTerm[], today: string) {
    this.#today = today;
    for (const l of members) {
      const list = this.#byState.get(l.state);
      if (list) list.push(l);
      else this.#byState.set(l.state, [l]);
    }
    for (const term of ended) {
      if (term.type !== "rep" || term.districtCode === null) continue;
      const terms = this.#endedHouseTerms.get(term.districtCode);
      if (terms) terms.push(term);
      else this.#endedHouseTerms.set(term.districtCode, [term]);
    }
    for (const { code, kind } of US_STATES) {
      if (kind !== "state") continue;
      const senators = (this.#byState.get(code) ?? []).filter((l) => l.type === "sen");
      const heldClasses = new Set(senators.map((l) => l.senateClass));
      // The ended terms of the classes nobody holds now, latest first: one reason per empty seat.
      const open = ended
        .filter((t) => t.type === "sen" && t.state === code && !heldClasses.has(t.senateClass))
        .sort((a, b) => b.leftOffice.localeCompare(a.leftOffice));
      const seats: VacantSeat[] = [];
      for (let i = senators.length; i < SENATORS_PER_STATE; i++) {
        const term = open[i - senators.length];
        seats.push({
          type: "sen",
          state: code,
          districtCode: null,
          reason: vacancyReason(term ? [term] : []),
        });
      }
      if (seats.length > 0) this.#senateVacancies.set(code, seats);
    }
  }

  /**
   * No district: the ZIP could not settle it. Once the members elected on the 2026 lines serve, a
   * redrawn state's district comes from the 119th-Congress ZIP table and may be the wrong one.
   */
  #message(state: string, districts: readonly string[], language: Language): string | null {
    if (districts.length === 0) return unknownDistrictMessage(language);
    if (isRedrawnFor2026(state) && this.#today >= NEW_LINES_TAKE_OFFICE)
      return newDistrictLinesMessage(state, language);
    return null;
  }

  /**
   * The state's senators and the representative of each district; a district or Senate seat
   * with nobody in it is listed as vacant. No district (a ZIP the table does not know) still
   * gives the senators, with a message saying the district could not be determined.
   */
  answer(state: string, districts: readonly string[], language: Language = "en"): FindLegislatorsResult {
    const wanted = new Set(districts);
    const inState = this.#byState.get(state) ?? [];
    const legislators = inState.filter(
      (l) => l.type === "sen" || (l.districtCode !== null && wanted.has(l.districtCode)),
    );
    const vacantSeats = [...(this.#senateVacancies.get(state) ?? [])];
    for (const code of districts) {
      if (legislators.some((l) => l.districtCode === code)) continue;
      const reason = vacancyReason(this.#endedHouseTerms.get(code) ?? []);
      vacantSeats.push({ type: "rep", state, districtCode: code, reason });
    }
    return {
      legislators,
      district: districts.length === 1 ? districts[0]! : null,
      districtCandidates: districts.length > 1 ? [...districts] : [],
      vacantSeats,
      message: this.#message(state, districts, language),
      userUpdated: false,
    };
  }
}

const SENATORS_PER_STATE = 2;
