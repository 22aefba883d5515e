import { describe, expect, it } from "vitest";
import type { SnapshotLegislator } from "#db/snapshot";
import { describeChanges, rosterChanges, rosterProblems } from "./roster-changes";

const member = (bioguideId: string, over: Partial<SnapshotLegislator> = {}) =>
  ({
    bioguideId,
    fullName: `Member ${bioguideId}`,
    party: "Republican",
    type: "rep",
    state: "TX",
    district: 1,
    isDelegate: false,
    phone: "202-225-0000",
    ...over,
  }) as SnapshotLegislator;

const roster = (senators: number, representatives: number) => [
  ...Array.from({ length: senators }, (_, i) => member(`S${i}`, { type: "sen", district: null })),
  ...Array.from({ length: representatives }, (_, i) => member(`R${i}`, { district: i + 1 })),
];

describe("rosterProblems", () => {
  it("accepts a full Congress", () => {
    expect(rosterProblems(roster(100, 435))).toEqual([]);
  });

  it("refuses a roster that looks cut short, saying why", () => {
    expect(rosterProblems(roster(60, 435))).toEqual(["it lists 60 senators, fewer than 90"]);
    expect(rosterProblems([...roster(100, 380), member("D1", { isDelegate: true })])).toEqual([
      "it lists 380 voting representatives, fewer than 400",
    ]);
  });

  it("refuses a member listed twice", () => {
    expect(rosterProblems([...roster(100, 435), member("R3")])).toEqual(["it lists R3 (Member R3) twice"]);
  });
});

describe("rosterChanges", () => {
  it("names who came, who went and which fields moved", () => {
    const before = [member("A"), member("B"), member("C", { phone: "202-225-1111" })];
    const after = [member("A"), member("C", { phone: "202-225-2222" }), member("D", { state: "OH" })];
    const changes = rosterChanges(before, after);
    expect(changes.added.map((m) => m.bioguideId)).toEqual(["D"]);
    expect(changes.departed.map((m) => m.bioguideId)).toEqual(["B"]);
    expect(changes.changed).toEqual([{ member: after[1], fields: ["phone"] }]);
    expect(describeChanges(changes)).toBe(
      [
        "Roster: 1 added, 1 departed, 1 with changed fields.",
        "  + Member D (Republican, OH-01)",
        "  - Member B (Republican, TX-01): made a former member at the next start",
        "  ~ phone: 1 member",
      ].join("\n"),
    );
  });
});
