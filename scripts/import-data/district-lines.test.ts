import { describe, expect, it } from "vitest";
import { STATES_REDRAWN_FOR_2026 } from "#shared/district-lines";
import { newLinesLean, newLinesTrumpVotes, placeOnNewLines } from "./district-lines";
import { newLinesLeanFact, undeterminedLinesLeanFact } from "./key-facts";
import type { NewLinesDistrict, PresidentialResult } from "./read-results";

function district(code: string, incumbent: string, harris = 40, trump = 59): NewLinesDistrict {
  const [state, number] = code.split("-") as [string, string];
  return {
    state,
    district: Number(number),
    code,
    incumbent,
    harrisPct2024: harris,
    trumpPct2024: trump,
    marginPct2024: harris - trump,
  };
}

// Every redrawn state must appear in the file; the rows that matter come first.
function file(...rows: NewLinesDistrict[]): NewLinesDistrict[] {
  const present = new Set(rows.map((r) => r.state));
  const others = STATES_REDRAWN_FOR_2026.filter((s) => !present.has(s)).map((s) =>
    district(`${s}-01`, "Someone Else"),
  );
  return [...rows, ...others];
}

function rep(
  bioguideId: string,
  state: string,
  firstName: string,
  lastName: string,
  nickname: string | null = null,
) {
  return { bioguideId, type: "rep" as const, state, isDelegate: false, firstName, lastName, nickname };
}

describe("placeOnNewLines", () => {
  it("places a member in the district the file names them in, by usual name and without accents", () => {
    const placements = placeOnNewLines(
      [rep("G000553", "TX", "Al", "Green"), rep("S000030", "CA", "Linda", "Sánchez")],
      file(district("TX-09", "Al Green"), district("CA-38", "Linda Sanchez", 55, 42)),
    );
    expect(placements.get("G000553")).toEqual({ lines: "2026", district: district("TX-09", "Al Green") });
    expect(placements.get("S000030")).toMatchObject({ lines: "2026", district: { code: "CA-38" } });
  });

  it("tells namesakes apart by first name (David Joyce is not Joyce Beatty)", () => {
    const placements = placeOnNewLines(
      [rep("J000295", "OH", "David", "Joyce", null), rep("B001281", "OH", "Joyce", "Beatty")],
      file(district("OH-03", "Joyce Beatty", 70, 29), district("OH-14", "Dave Joyce")),
    );
    // "Dave" is not "David": the only district ending in "Joyce" decides.
    expect(placements.get("J000295")).toMatchObject({ lines: "2026", district: { code: "OH-14" } });
    expect(placements.get("B001281")).toMatchObject({ lines: "2026", district: { code: "OH-03" } });
  });

  it("cannot place a member the file does not name, nor two members named in one district", () => {
    const placements = placeOnNewLines(
      [rep("X1", "TX", "Pat", "Nobody"), rep("X2", "FL", "Ann", "Smith"), rep("X3", "FL", "Bob", "Smith")],
      file(district("TX-23", "VACANT (Gonzales)"), district("FL-05", "Smith")),
    );
    expect(placements.get("X1")).toEqual({ lines: "undetermined", reason: "not-listed" });
    expect(placements.get("X2")).toEqual({ lines: "undetermined", reason: "shared" });
    expect(placements.get("X3")).toEqual({ lines: "undetermined", reason: "shared" });
  });

  it("leaves members of other states, senators and delegates out", () => {
    const placements = placeOnNewLines(
      [rep("F000466", "PA", "Brian", "Fitzpatrick"), { ...rep("C001098", "TX", "Ted", "Cruz"), type: "sen" }],
      file(district("TX-01", "Ted Cruz")),
    );
    expect(placements.size).toBe(0);
  });

  it("refuses a file whose redrawn states are not the nine", () => {
    expect(() => placeOnNewLines([], [district("TX-01", "Nathaniel Moran")])).toThrow(/marks TX as redrawn/);
  });
});

describe("the 2026-lines figures", () => {
  it("computes the lean from the 2024 result alone", () => {
    // 40 / 99 = 40.40% of the two-party vote, 8.85 points below the nation's 49.25%.
    expect(newLinesLean(district("TX-09", "Al Green", 40, 59))).toBeCloseTo(-8.85, 2);
  });

  it("estimates Trump's votes from the state's average district vote on the 119th lines", () => {
    const result = (total2024: number): PresidentialResult => ({
      harris2024: 0,
      trump2024: 0,
      total2024,
      dem2020: 0,
      rep2020: 0,
    });
    const old = new Map([
      ["TX-01", result(300_000)],
      ["TX-02", result(200_000)],
      ["OK-01", result(999_999)],
    ]);
    expect(newLinesTrumpVotes(district("TX-09", "Al Green", 40, 59), old)).toBeCloseTo(147_500, 6);
  });
});

describe("the key facts of a redrawn seat", () => {
  it("name the lines and the elections behind the lean", () => {
    expect(newLinesLeanFact(-8.85)).toBe(
      "Seat lean R+9 on the district's 2026 lines (2024 presidential result only, The Downballot)",
    );
    expect(undeterminedLinesLeanFact(3.2, "TX")).toBe(
      "Seat lean D+3 on the 119th-Congress lines: Texas drew new district lines for 2026, and this member's new district could not be determined from the data (2020 and 2024 presidential results, The Downballot)",
    );
  });
});
