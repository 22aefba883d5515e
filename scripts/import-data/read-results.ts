import { join } from "node:path";
import { type CsvRow, column, numberColumn, readCsv } from "./csv";
import { districtCode } from "./read-legislators";

/** A seat's presidential vote: counts for 2024, and 2020 as counts (states) or published percentages (districts). */
export interface PresidentialResult {
  harris2024: number;
  trump2024: number;
  total2024: number;
  dem2020: number;
  rep2020: number;
}

export interface HouseRace {
  winner: string;
  winnerParty: string;
  runnerUpParty: string | null;
  /** Winner minus runner-up, points of the candidate vote; null when no votes were tallied. */
  marginPct: number | null;
  /** No opponent on the ballot (write-in-only opposition still counts as a contest). */
  unopposed: boolean;
  notes: string;
}

export interface NominateScore {
  dim1: number;
  dim2: number | null;
  votes: number | null;
}

function required(row: CsvRow, name: string): number {
  const value = numberColumn(row, name);
  if (value === null) throw new Error(`CSV column "${name}" is empty for ${JSON.stringify(row)}`);
  return value;
}

/** presidential_results_by_congressional_district_119th.csv, keyed by district code ("PA-01", "AK-AL"). */
export function readDistrictPresidential(dataDir: string): Map<string, PresidentialResult> {
  const rows = readCsv(join(dataDir, "presidential_results_by_congressional_district_119th.csv"));
  return new Map(
    rows.map((row) => [
      districtCode(column(row, "state"), required(row, "district")),
      {
        harris2024: required(row, "harris_votes_2024"),
        trump2024: required(row, "trump_votes_2024"),
        total2024: required(row, "total_pres_votes_2024"),
        dem2020: required(row, "biden_pct_2020"),
        rep2020: required(row, "trump_pct_2020"),
      },
    ]),
  );
}

/** presidential_results_by_state_2020_2024.csv, keyed by state code. */
export function readStatePresidential(dataDir: string): Map<string, PresidentialResult> {
  const rows = readCsv(join(dataDir, "presidential_results_by_state_2020_2024.csv"));
  const byYear = (year: string) =>
    new Map(rows.filter((row) => column(row, "year") === year).map((row) => [column(row, "state"), row]));
  const rows2020 = byYear("2020");
  const rows2024 = byYear("2024");
  const results = new Map<string, PresidentialResult>();
  for (const [state, row2024] of rows2024) {
    const row2020 = rows2020.get(state);
    if (!row2020) throw new Error(`No 2020 presidential result for ${state}`);
    results.set(state, {
      harris2024: required(row2024, "dem_votes"),
      trump2024: required(row2024, "rep_votes"),
      total2024: required(row2024, "total_votes"),
      dem2020: required(row2020, "dem_votes"),
      rep2020: required(row2020, "rep_votes"),
    });
  }
  return results;
}

/** house_general_2024_district_summary.csv, keyed by district code. */
export function readHouseRaces(dataDir: string): Map<string, HouseRace> {
  const rows = readCsv(join(dataDir, "house_general_2024_district_summary.csv"));
  return new Map(
    rows.map((row) => {
      return [
        districtCode(column(row, "state"), required(row, "district")),
        {
          winner: column(row, "winner"),
          winnerParty: column(row, "winner_party"),
          runnerUpParty: column(row, "runner_up_party") || null,
          marginPct: numberColumn(row, "margin_pct"),
          unopposed: column(row, "runner_up") === "",
          notes: column(row, "notes"),
        },
      ];
    }),
  );
}

/** dw_nominate_119th_congress_members.csv, keyed by bioguide id; members without a dim1 score are left out. */
export function readNominate(dataDir: string): Map<string, NominateScore> {
  const scores = new Map<string, NominateScore>();
  for (const row of readCsv(join(dataDir, "dw_nominate_119th_congress_members.csv"))) {
    const dim1 = numberColumn(row, "nominate_dim1");
    const bioguideId = column(row, "bioguide_id");
    if (dim1 === null || bioguideId === "") continue;
    scores.set(bioguideId, {
      dim1,
      dim2: numberColumn(row, "nominate_dim2"),
      votes: numberColumn(row, "nominate_number_of_votes"),
    });
  }
  return scores;
}

/** One district of a redrawn state on the lines of the 2026 elections (whole percentages only). */
export interface NewLinesDistrict {
  state: string;
  district: number;
  /** "TX-09", as the other files write district codes. */
  code: string;
  /** The file's `incumbent`: a member's usual name ("Greg Casar"), or "VACANT (…)". */
  incumbent: string;
  harrisPct2024: number;
  trumpPct2024: number;
  /** Harris minus Trump, whole points of all presidential votes cast. */
  marginPct2024: number;
}

/**
 * The rows of presidential_results_by_congressional_district_2026_lines.csv whose state drew new
 * lines for 2026 (`state_map_changed_from_119th` = yes). The file has no 2020 result for them.
 */
export function readNewLinesDistricts(dataDir: string): NewLinesDistrict[] {
  const rows = readCsv(join(dataDir, "presidential_results_by_congressional_district_2026_lines.csv"));
  return rows
    .filter((row) => column(row, "state_map_changed_from_119th") === "yes")
    .map((row) => ({
      state: column(row, "state"),
      district: required(row, "district"),
      code: districtCode(column(row, "state"), required(row, "district")),
      incumbent: column(row, "incumbent"),
      harrisPct2024: required(row, "harris_pct_2024"),
      trumpPct2024: required(row, "trump_pct_2024"),
      marginPct2024: required(row, "margin_d_minus_r_2024"),
    }));
}
