import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  snapshotLegislatorSchema,
  snapshotMetaSchema,
  snapshotPrimaryRuleSchema,
  snapshotZipDistrictsSchema,
} from "#db/snapshot";
import { isRedrawnFor2026, STATES_REDRAWN_FOR_2026 } from "#shared/district-lines";
import { parseLean } from "#shared/partisan-lean";
import { primaryAccess, whoMayVoteInRepublicanPrimary } from "#shared/rules/primary-access";
import { FIFTY_STATE_CODES, STATE_AND_DC_CODES } from "#shared/states";
import { MODEL_DOC, REPORT_END, REPORT_START, renderReport } from "./report";

// Pins real facts of the committed snapshot in data/snapshot/, so a re-import that breaks them fails.
const snapshotDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../data/snapshot");
const read = (name: string): unknown => JSON.parse(readFileSync(resolve(snapshotDir, name), "utf8"));

const legislators = z.array(snapshotLegislatorSchema).parse(read("legislators.json"));
const primaryRules = z.array(snapshotPrimaryRuleSchema).parse(read("primary-rules.json"));
const zipDistricts = snapshotZipDistrictsSchema.parse(read("zip-districts.json"));
const meta = snapshotMetaSchema.parse(read("meta.json"));

const bySlug = (slug: string) => {
  const member = legislators.find((m) => m.slug === slug);
  if (!member) throw new Error(`No legislator ${slug}`);
  return member;
};
const isRepublican = (m: (typeof legislators)[number]) => (m.caucus ?? m.party) === "Republican";
const code = (m: (typeof legislators)[number]) =>
  `${m.state}-${m.district === 0 ? "AL" : String(m.district).padStart(2, "0")}`;

describe("legislators.json", () => {
  it("holds every serving member: 100 senators, 431 voting representatives and 6 delegates", () => {
    expect(legislators).toHaveLength(537);
    const senators = legislators.filter((m) => m.type === "sen");
    const reps = legislators.filter((m) => m.type === "rep");
    expect(senators).toHaveLength(100);
    expect(reps.filter((m) => !m.isDelegate)).toHaveLength(431);
    expect(
      reps
        .filter((m) => m.isDelegate)
        .map((m) => m.state)
        .sort(),
    ).toEqual(["AS", "DC", "GU", "MP", "PR", "VI"]);
    for (const state of FIFTY_STATE_CODES) {
      expect(
        senators.filter((m) => m.state === state),
        state,
      ).toHaveLength(2);
    }
  });

  it("has unique slugs and bioguide ids", () => {
    expect(new Set(legislators.map((m) => m.slug)).size).toBe(537);
    expect(new Set(legislators.map((m) => m.bioguideId)).size).toBe(537);
  });

  it("is sorted by state, type, district and last name", () => {
    const keys = legislators.map((m) => [m.state, m.type, m.district ?? -1, m.lastName] as const);
    const sorted = [...keys].sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
      return 0;
    });
    expect(keys).toEqual(sorted);
  });

  it("pins known members", () => {
    expect(bySlug("nancy-pelosi")).toMatchObject({
      fullName: "Nancy Pelosi",
      type: "rep",
      state: "CA",
      district: 11,
      party: "Democrat",
      caucus: null,
      cookPvi: "D+36",
    });
    expect(bySlug("mike-johnson")).toMatchObject({ state: "LA", district: 4, party: "Republican" });
    expect(bySlug("maria-cantwell")).toMatchObject({
      type: "sen",
      state: "WA",
      senateClass: 1,
      district: null,
    });
    expect(bySlug("susan-collins")).toMatchObject({
      type: "sen",
      state: "ME",
      senateClass: 2,
      cookPvi: "D+3",
    });
    expect(bySlug("eleanor-norton")).toMatchObject({
      state: "DC",
      district: 0,
      isDelegate: true,
      cookPvi: null,
    });
  });

  it("records the caucus of the three independents", () => {
    expect(bySlug("bernard-sanders")).toMatchObject({ party: "Independent", caucus: "Democrat" });
    expect(bySlug("angus-king")).toMatchObject({ party: "Independent", caucus: "Democrat" });
    expect(bySlug("kevin-kiley")).toMatchObject({ party: "Independent", caucus: "Republican" });
    expect(legislators.filter((m) => m.caucus !== null)).toHaveLength(3);
  });

  it("uses the 2026 lines for the House members of the nine redrawn states", () => {
    // The file lists every serving member of those states in one new district: none is undetermined.
    const onNewLines = legislators.filter((m) => m.districtLines === "2026");
    expect(onNewLines).toHaveLength(170);
    expect(new Set(onNewLines.map((m) => m.state))).toEqual(new Set(STATES_REDRAWN_FOR_2026));
    expect(legislators.filter((m) => m.districtLines === "undetermined")).toEqual([]);
    for (const m of legislators) {
      if (m.type === "sen" || m.isDelegate) expect(m.districtLines, m.slug).toBeNull();
      else if (!isRedrawnFor2026(m.state)) expect(m.districtLines, m.slug).toBe("119th");
    }
    // TX-9 was D+24 on the 119th lines; its 2026 lines voted Trump 59%, Harris 40%.
    expect(bySlug("al-green")).toMatchObject({
      districtLines: "2026",
      cookPvi: "R+9",
      persuadabilityScore: 66,
      pledgeThresholds: { minimal: 265, modest: 530, medium: 1325, strong: 2650, safe: 5301 },
    });
    expect(bySlug("al-green").keyFacts).toContain(
      "Seat lean R+9 on the district's 2026 lines (2024 presidential result only, The Downballot)",
    );
    expect(bySlug("al-green").keyFacts).toContain(
      "Trump won this district on its 2026 lines by 20 points in 2024 (The Downballot)",
    );
    // CA-22 was D+1 on the 119th lines.
    expect(bySlug("david-valadao")).toMatchObject({ districtLines: "2026", cookPvi: "EVEN" });
    // A state that did not redraw keeps the 2020-and-2024 lean.
    expect(bySlug("brian-fitzpatrick")).toMatchObject({ districtLines: "119th", cookPvi: "D+1" });
  });

  it("has a lean and thresholds for every voting seat and neither for delegates", () => {
    for (const m of legislators) {
      if (m.isDelegate) {
        expect(m.cookPvi, m.slug).toBeNull();
        expect(m.pledgeThresholds, m.slug).toBeNull();
      } else {
        expect(parseLean(m.cookPvi ?? ""), m.slug).not.toBeNull();
        expect(m.pledgeThresholds, m.slug).not.toBeNull();
      }
      expect(m.population).toBeNull();
      expect(m.medianHouseholdIncome).toBeNull();
    }
  });

  it("lacks DW-NOMINATE scores only for the five members who joined in 2026", () => {
    const unscored = legislators.filter((m) => m.nominateDim1 === null);
    expect(unscored.map((m) => m.bioguideId).sort()).toEqual([
      "A000383",
      "F000485",
      "G000607",
      "M001245",
      "M001246",
    ]);
    for (const m of unscored) {
      expect(
        m.keyFacts.some((f) => f.startsWith("No DW-NOMINATE score yet (joined in 2026)")),
        m.slug,
      ).toBe(true);
    }
  });

  it("gives every member a 0–100 score and 3–5 key facts that each end with a source", () => {
    for (const m of legislators) {
      expect(Number.isInteger(m.persuadabilityScore)).toBe(true);
      expect(m.persuadabilityScore).toBeGreaterThanOrEqual(0);
      expect(m.persuadabilityScore).toBeLessThanOrEqual(100);
      expect(m.keyFacts.length, m.slug).toBeGreaterThanOrEqual(3);
      expect(m.keyFacts.length, m.slug).toBeLessThanOrEqual(5);
      for (const fact of m.keyFacts) expect(fact, m.slug).toMatch(/ \([^()]+\)$/);
    }
  });

  it("records the past impeachment and conviction votes", () => {
    const impeach = "Voted to impeach President Trump on 13 Jan 2021 (House Roll Call 17, 117th Congress)";
    const convict = "Voted to convict President Trump on 13 Feb 2021 (Senate Roll Call 59, 117th Congress)";
    expect(
      legislators
        .filter((m) => m.keyFacts.includes(impeach))
        .map((m) => m.slug)
        .sort(),
    ).toEqual(["dan-newhouse", "david-valadao"]);
    expect(
      legislators
        .filter((m) => m.keyFacts.includes(convict))
        .map((m) => m.slug)
        .sort(),
    ).toEqual(["bill-cassidy", "lisa-murkowski", "susan-collins"]);
  });

  it("ranks the Republicans a political observer expects near the top", () => {
    const republicans = legislators
      .filter(isRepublican)
      .sort((a, b) => b.persuadabilityScore - a.persuadabilityScore);
    const top = republicans.slice(0, 20).map((m) => m.slug);
    for (const slug of [
      "lisa-murkowski",
      "susan-collins",
      "bill-cassidy",
      "dan-newhouse",
      "david-valadao",
      "brian-fitzpatrick",
      "don-bacon",
      "michael-lawler",
    ]) {
      expect(top, slug).toContain(slug);
    }
    const persuadable = republicans.filter((m) => m.persuadabilityScore >= 60).length;
    expect(persuadable).toBeGreaterThanOrEqual(20);
    expect(persuadable).toBeLessThanOrEqual(45);
    for (const m of republicans.filter(
      (r) => parseLean(r.cookPvi ?? "") !== null && parseLean(r.cookPvi!)! <= -25,
    )) {
      expect(m.persuadabilityScore, m.slug).toBeLessThan(40);
    }
  });
});

describe("zip-districts.json", () => {
  it("maps ZIPs to zero-padded and at-large district codes", () => {
    expect(zipDistricts["10001"]).toEqual(["NY-10", "NY-12"]);
    expect(zipDistricts["99501"]).toEqual(["AK-AL"]);
    expect(zipDistricts["20001"]).toEqual(["DC-AL"]);
    expect(zipDistricts["00601"]).toEqual(["PR-AL"]);
    expect(zipDistricts["19103"]).toEqual(["PA-03"]);
    expect(Object.keys(zipDistricts)).toHaveLength(33_774);
  });

  it("is sorted by ZIP in the file and covers every represented House seat", () => {
    // JSON.parse would put index-like keys ("10001") first, so the order is read from the text.
    const text = readFileSync(resolve(snapshotDir, "zip-districts.json"), "utf8");
    const zips = [...text.matchAll(/"(\d{5})":/g)].map((match) => match[1]);
    expect(zips).toHaveLength(33_774);
    expect(zips).toEqual([...zips].sort());
    const codes = new Set(Object.values(zipDistricts).flat());
    expect(codes.size).toBe(437);
    for (const m of legislators.filter((r) => r.type === "rep")) {
      // zccd.csv covers the 435 districts, DC and Puerto Rico, but not the four other territories.
      expect(codes.has(code(m)), m.slug).toBe(!["AS", "GU", "MP", "VI"].includes(m.state));
    }
  });
});

describe("primary-rules.json", () => {
  it("has one rule for each state and DC", () => {
    expect(primaryRules.map((r) => r.state).sort()).toEqual([...STATE_AND_DC_CODES].sort());
  });

  it("reads every state whose source says 'no for unaffiliated' as semi-closed: a Democrat must switch", () => {
    const unaffiliatedOnly = primaryRules
      .filter((r) => /Party registration required: no for unaffiliated/.test(r.notes ?? ""))
      .map((r) => r.state);
    expect(unaffiliatedOnly).toEqual(["AZ", "CO", "DC", "KS", "MA", "ME", "NC", "NH", "NM", "RI", "WV"]);
    for (const rule of primaryRules.filter((r) => unaffiliatedOnly.includes(r.state))) {
      expect(primaryAccess(rule), rule.state).toBe("semi-closed");
      expect(whoMayVoteInRepublicanPrimary(rule, "other-party").mustAct, rule.state).toBe(true);
      expect(whoMayVoteInRepublicanPrimary(rule, "unaffiliated").mustAct, rule.state).toBe(false);
    }
  });

  it("pins known rules", () => {
    const rule = (state: string) => primaryRules.find((r) => r.state === state)!;
    expect(rule("AL")).toMatchObject({
      primaryDate: "2026-05-19",
      runoffDate: "2026-06-16",
      registrationDeadline: "2026-05-04",
    });
    expect(rule("AK").partyRegistrationRequired).toBe(false);
    expect(rule("PA").partyRegistrationRequired).toBe(true);
    expect(rule("UT").partyRegistrationRequired).toBe(true);
    expect(rule("NE").partyRegistrationRequired).toBeNull();
    expect(rule("ND").registrationDeadline).toBeNull();
    expect(rule("RI").notes).toContain("sources disagree: 2026-09-08 vs 2026-09-09");
    expect(rule("VA").notes).toContain("in-person deadline column is outdated");
    expect(rule("CO").notes).toContain("through Election Day");
  });

  it("carries the verification note and no ID rules", () => {
    for (const r of primaryRules) {
      expect(r.notes, r.state).toContain(
        "Compiled from public sources; verify with your state election office.",
      );
      expect(r.idRequirements).toBeNull();
    }
  });

  it("uses only the allowed HTML in additionalInfo", () => {
    for (const r of primaryRules) {
      const tags = [...(r.additionalInfo ?? "").matchAll(/<\/?([a-z]+)([^>]*)>/g)];
      expect(tags.length, r.state).toBeGreaterThan(0);
      for (const [, tag, attributes] of tags) {
        expect(["p", "ul", "li", "strong", "a"], r.state).toContain(tag);
        if (tag === "a" && attributes) expect(attributes, r.state).toMatch(/^ href="https:\/\/[^"]+"$/);
        if (tag !== "a") expect(attributes, r.state).toBe("");
      }
    }
  });
});

describe("meta.json", () => {
  it("dates the snapshot by its data, not by the clock", () => {
    expect(meta).toMatchObject({
      generatedAt: "2026-06-15",
      legislatorsAsOf: "2026-06-15",
      congress: 119,
      modelVersion: "persuadability-v1",
    });
    expect(meta.sources.map((s) => s.name)).toContain("Voteview");
  });
});

describe("docs/persuadability.md", () => {
  it("shows the report generated from this snapshot (run `tsx scripts/import-data/report.ts --write`)", () => {
    const doc = readFileSync(MODEL_DOC, "utf8");
    const section = doc.slice(doc.indexOf(REPORT_START), doc.indexOf(REPORT_END) + REPORT_END.length);
    expect(section).toBe(renderReport(legislators));
  });
});
