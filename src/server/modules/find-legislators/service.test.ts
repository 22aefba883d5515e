import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ZipIndex } from "#server/public-data/zip-index";
import {
  FIND_YOUR_DISTRICT_URL,
  newDistrictLinesMessage,
  UNKNOWN_DISTRICT_MESSAGE,
} from "#shared/find-legislators";
import type { Legislator } from "#shared/legislator";
import { officeStatus } from "#shared/rules/office";
import { districtCode } from "../legislators/present";
import { type EndedTerm, SeatDirectory, settleDistricts, vacancyReason } from "./service";

// The rules run on the committed snapshot (data/snapshot/), as the catalog holds it after a seed.
const snapshotDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../data/snapshot");
const read = (name: string): unknown => JSON.parse(readFileSync(resolve(snapshotDir, name), "utf8"));

type SnapshotMember = Pick<Legislator, "fullName" | "type" | "state" | "district" | "senateClass"> & {
  termEnd: string;
};
const snapshot = (read("legislators.json") as SnapshotMember[]).map((m, index) => ({
  ...(m as unknown as Legislator),
  id: index + 1,
  districtCode: m.type === "rep" ? districtCode(m.state, m.district) : null,
  termEnd: m.termEnd,
}));

/**
 * The directory as the catalog builds it on `today`: the members in office, and the ended terms
 * of the others (with `extraEnded`, departures the snapshot does not show).
 */
function directoryAt(
  today: string,
  keep: (member: Legislator) => boolean = () => true,
  extraEnded: EndedTerm[] = [],
): SeatDirectory {
  const members: Legislator[] = [];
  const ended = [...extraEnded];
  for (const m of snapshot.filter(keep)) {
    const status = officeStatus({ termEnd: m.termEnd, droppedFromRosterOn: null }, today);
    if (status.inOffice) members.push(m);
    else ended.push({ ...m, termEnd: m.termEnd, leftOffice: status.leftOffice! });
  }
  return new SeatDirectory(members, ended, today);
}
const zipIndex = new ZipIndex(
  new Map(Object.entries(read("zip-districts.json") as Record<string, string[]>)),
);
/** The tests' day: after the 3 November 2026 special elections, before the 120th Congress. */
const TODAY = "2026-11-21";
const seats = directoryAt(TODAY);

function lookUp(state: string, zip: string, directory = seats) {
  const districts = settleDistricts(zipIndex, { address: "1 Main St", city: "Springfield", state, zip });
  return directory.answer(state, districts);
}

const names = (list: readonly Legislator[]) => list.map((l) => l.fullName).sort();

describe("a ZIP code the table does not know", () => {
  it("still gives the state's senators, no district and a message that points to the official finder", () => {
    const answer = lookUp("NY", "00501");
    expect(names(answer.legislators)).toEqual(["Charles E. Schumer", "Kirsten E. Gillibrand"]);
    expect(answer.legislators.every((l) => l.type === "sen")).toBe(true);
    expect(answer).toMatchObject({ district: null, districtCandidates: [], vacantSeats: [] });
    expect(answer.message).toBe(UNKNOWN_DISTRICT_MESSAGE);
    expect(answer.message).toContain("House district could not be determined from this ZIP code");
    expect(answer.message).toContain("https://www.house.gov/representatives/find-your-representative");
  });

  it("answers every PO-box ZIP of the issue the same way; DC has no senators to give", () => {
    expect(lookUp("NY", "00544").legislators.filter((l) => l.type === "sen")).toHaveLength(2);
    for (const zip of ["20500", "20013"]) {
      expect(lookUp("DC", zip)).toMatchObject({
        legislators: [],
        district: null,
        vacantSeats: [],
        message: UNKNOWN_DISTRICT_MESSAGE,
      });
    }
  });

  it("has no message when the ZIP settles the district", () => {
    expect(lookUp("NY", "10021").message).toBeNull();
  });
});

describe("seats with no member in office", () => {
  it("lists every seat as held when every seat has a member", () => {
    const answer = lookUp("NY", "10021");
    expect(answer.vacantSeats).toEqual([]);
    expect(answer.legislators.map((l) => l.districtCode ?? l.type)).toEqual(
      expect.arrayContaining(["sen", "sen", "NY-12"]),
    );
  });

  it("shows TX-23 as vacant for ZIP 79837, which lies wholly in it on the Texas side", () => {
    const answer = lookUp("TX", "79837");
    expect(answer.district).toBe("TX-23");
    expect(answer.legislators.map((l) => l.type)).toEqual(["sen", "sen"]);
    expect(answer.vacantSeats).toEqual([
      { type: "rep", state: "TX", districtCode: "TX-23", reason: "vacant" },
    ]);
  });

  it("shows the vacant seat of each of the 94 ZIPs that lie wholly in TX-23, CA-14, FL-20 or GA-13", () => {
    const vacant = new Set(["TX-23", "CA-14", "FL-20", "GA-13"]);
    const zips = Object.entries(read("zip-districts.json") as Record<string, string[]>).filter(
      ([, codes]) => codes.length === 1 && vacant.has(codes[0]!),
    );
    expect(zips).toHaveLength(94);
    for (const [zip, [code]] of zips) {
      const answer = lookUp(code!.slice(0, 2), zip);
      expect(
        answer.vacantSeats.filter((s) => s.type === "rep"),
        zip,
      ).toEqual([{ type: "rep", state: code!.slice(0, 2), districtCode: code, reason: "vacant" }]);
    }
  });

  it("names a vacant candidate district of a ZIP that spans several", () => {
    const answer = lookUp("CA", "94505");
    expect(answer.districtCandidates).toContain("CA-14");
    expect(answer.vacantSeats.map((s) => s.districtCode)).toEqual(["CA-14"]);
  });

  it("leaves out an appointed senator whose term ran to a special election, and says so", () => {
    for (const [state, zip, appointee] of [
      ["FL", "33101", "Ashley Moody"],
      ["OH", "43215", "Jon Husted"],
    ] as const) {
      const answer = lookUp(state, zip);
      expect(names(answer.legislators.filter((l) => l.type === "sen"))).not.toContain(appointee);
      expect(answer.legislators.filter((l) => l.type === "sen")).toHaveLength(1);
      expect(answer.vacantSeats).toEqual([
        { type: "sen", state, districtCode: null, reason: "awaiting-special-election-result" },
      ]);
    }
    // Before the special election the appointee still holds the seat.
    const before = lookUp("OH", "43215", directoryAt("2026-11-03"));
    expect(names(before.legislators)).toContain("Jon Husted");
    expect(before.vacantSeats).toEqual([]);
  });

  it("takes the reason from a former member's term, and counts both Senate seats", () => {
    const former: EndedTerm[] = [
      {
        type: "sen",
        state: "OH",
        districtCode: null,
        senateClass: 3,
        termEnd: "2026-11-03",
        leftOffice: "2026-11-03",
      },
      // Dropped from the roster before their term's end: the data simply lists nobody.
      {
        type: "sen",
        state: "OH",
        districtCode: null,
        senateClass: 1,
        termEnd: "2031-01-03",
        leftOffice: "2026-06-01",
      },
    ];
    const withoutOhio = (l: Legislator) => !(l.state === "OH" && l.type === "sen");
    const answer = lookUp("OH", "00000", directoryAt(TODAY, withoutOhio, former));
    expect(answer.legislators).toEqual([]);
    // The latest departure first.
    expect(answer.vacantSeats).toEqual([
      { type: "sen", state: "OH", districtCode: null, reason: "awaiting-special-election-result" },
      { type: "sen", state: "OH", districtCode: null, reason: "vacant" },
    ]);
  });

  it("waits for updated data once a Congress's terms have ended", () => {
    const after = directoryAt("2027-01-04");
    const answer = lookUp("NY", "10021", after);
    expect(names(answer.legislators)).toEqual(["Charles E. Schumer", "Kirsten E. Gillibrand"]);
    expect(answer.vacantSeats).toEqual([
      { type: "rep", state: "NY", districtCode: "NY-12", reason: "awaiting-updated-data" },
    ]);
  });
});

describe("vacancyReason", () => {
  const term = (termEnd: string, leftOffice = termEnd): EndedTerm => ({
    type: "rep",
    state: "TX",
    districtCode: "TX-23",
    senateClass: null,
    termEnd,
    leftOffice,
  });

  it("reads the latest departure: a regular end awaits data, any other date a special election", () => {
    expect(vacancyReason([])).toBe("vacant");
    expect(vacancyReason([term("2025-01-03")])).toBe("awaiting-updated-data");
    expect(vacancyReason([term("2025-01-03"), term("2026-11-03")])).toBe("awaiting-special-election-result");
  });

  it("calls a seat vacant that the roster emptied before the term's end", () => {
    expect(vacancyReason([term("2027-01-03", "2026-05-01")])).toBe("vacant");
  });
});

describe("the district lines drawn for 2026", () => {
  const onNewLines = directoryAt("2027-01-03");
  const dayBefore = directoryAt("2027-01-02");

  it("say from 2027-01-03 on that a redrawn state's district may have changed, with the official finder", () => {
    const answer = lookUp("TX", "79837", onNewLines);
    expect(answer.district).toBe("TX-23");
    expect(answer.message).toBe(newDistrictLinesMessage("TX"));
    expect(answer.message).toMatch(/^Texas drew new congressional district lines for the 2026 elections\./);
    expect(answer.message).toContain(FIND_YOUR_DISTRICT_URL);
    expect(onNewLines.answer("CA", ["CA-22", "CA-20"]).message).toBe(newDistrictLinesMessage("CA"));
  });

  it("say nothing before then, nor in a state that kept its lines", () => {
    expect(lookUp("TX", "79837").message).toBeNull(); // 2026-11-21
    expect(lookUp("TX", "79837", directoryAt("2026-11-25")).message).toBeNull();
    expect(lookUp("TX", "79837", dayBefore).message).toBeNull();
    expect(onNewLines.answer("PA", ["PA-01"]).message).toBeNull();
    expect(directoryAt("2028-06-01").answer("NY", ["NY-17"]).message).toBeNull();
  });

  it("leave the unknown-ZIP message as it is", () => {
    expect(onNewLines.answer("TX", []).message).toBe(UNKNOWN_DISTRICT_MESSAGE);
  });
});
