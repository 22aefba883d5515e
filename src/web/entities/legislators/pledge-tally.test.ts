import { describe, expect, it } from "vitest";
import { entitiesTranslator } from "#web/test/translators";
import { pledgeTallyLabel, pledgeTallyText } from "./pledge-tally";

const english = entitiesTranslator("en");

describe("pledgeTallyText", () => {
  it("shows constituents and others apart", () => {
    expect(pledgeTallyText({ pledgeCount: 1352, constituentPledgeCount: 312 }, english)).toBe(
      "312 constituents · 1,040 from elsewhere",
    );
    expect(pledgeTallyLabel({ pledgeCount: 1352, constituentPledgeCount: 312 }, english)).toBe(
      "312 pledges from constituents and 1,040 from elsewhere",
    );
  });

  it("leaves out the others when every pledge is a constituent's", () => {
    expect(pledgeTallyText({ pledgeCount: 1, constituentPledgeCount: 1 }, english)).toBe("1 constituent");
  });

  it("says when no constituent has pledged yet", () => {
    expect(pledgeTallyText({ pledgeCount: 3, constituentPledgeCount: 0 }, english)).toBe(
      "0 constituents · 3 from elsewhere",
    );
  });

  it("says so when nobody has pledged", () => {
    expect(pledgeTallyText({ pledgeCount: 0, constituentPledgeCount: 0 }, english)).toBe("No pledges yet");
  });
});

describe("in Spanish", () => {
  const spanish = entitiesTranslator("es");

  it("words the tally and formats the numbers for es-US", () => {
    const counts = { pledgeCount: 1352, constituentPledgeCount: 312 };
    expect(pledgeTallyText(counts, spanish)).toBe("312 electores · 1,040 de otros lugares");
    expect(pledgeTallyLabel(counts, spanish)).toBe("312 compromisos de electores y 1,040 de otros lugares");
    expect(pledgeTallyText({ pledgeCount: 1, constituentPledgeCount: 1 }, spanish)).toBe("1 elector");
    expect(pledgeTallyText({ pledgeCount: 0, constituentPledgeCount: 0 }, spanish)).toBe(
      "Aún no hay compromisos",
    );
  });
});
