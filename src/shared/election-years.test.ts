import { describe, expect, it } from "vitest";
import { generalElectionDay, nextRegularElectionYear } from "./election-years";

describe("generalElectionDay", () => {
  it("is the Tuesday after the first Monday in November", () => {
    expect(generalElectionDay(2026).toISOString().slice(0, 10)).toBe("2026-11-03");
    expect(generalElectionDay(2028).toISOString().slice(0, 10)).toBe("2028-11-07");
    // 1 November 2022 was a Tuesday: the election was the 8th, not the 1st.
    expect(generalElectionDay(2022).toISOString().slice(0, 10)).toBe("2022-11-08");
  });
});

describe("nextRegularElectionYear", () => {
  const afterThe2026Election = new Date("2026-11-21T12:00:00Z");
  const beforeThe2026Election = new Date("2026-06-01T12:00:00Z");

  it("moves House seats to the next even year once this year's election is over", () => {
    expect(nextRegularElectionYear({ type: "rep" }, afterThe2026Election)).toBe(2028);
    expect(nextRegularElectionYear({ type: "rep" }, beforeThe2026Election)).toBe(2026);
    expect(nextRegularElectionYear({ type: "rep" }, new Date("2027-03-01T00:00:00Z"))).toBe(2028);
  });

  it("follows each Senate class's six-year cycle", () => {
    expect(nextRegularElectionYear({ type: "sen", senateClass: 3 }, afterThe2026Election)).toBe(2028);
    expect(nextRegularElectionYear({ type: "sen", senateClass: 1 }, afterThe2026Election)).toBe(2030);
    expect(nextRegularElectionYear({ type: "sen", senateClass: 2 }, afterThe2026Election)).toBe(2032);
    expect(nextRegularElectionYear({ type: "sen", senateClass: 2 }, beforeThe2026Election)).toBe(2026);
    expect(nextRegularElectionYear({ type: "sen", senateClass: 3 }, new Date("2028-11-08T00:00:00Z"))).toBe(
      2034,
    );
  });

  it("counts election day itself as still upcoming", () => {
    expect(nextRegularElectionYear({ type: "rep" }, new Date("2026-11-03T20:00:00Z"))).toBe(2026);
  });
});
