import { describe, expect, it } from "vitest";
import { pledgeTallyLabel, pledgeTallyText } from "./pledge-tally";

describe("pledgeTallyText", () => {
  it("shows constituents and others apart", () => {
    expect(pledgeTallyText({ pledgeCount: 1352, constituentPledgeCount: 312 })).toBe(
      "312 constituents · 1,040 from elsewhere",
    );
    expect(pledgeTallyLabel({ pledgeCount: 1352, constituentPledgeCount: 312 })).toBe(
      "312 pledges from constituents and 1,040 from elsewhere",
    );
  });

  it("leaves out the others when every pledge is a constituent's", () => {
    expect(pledgeTallyText({ pledgeCount: 1, constituentPledgeCount: 1 })).toBe("1 constituent");
  });

  it("says when no constituent has pledged yet", () => {
    expect(pledgeTallyText({ pledgeCount: 3, constituentPledgeCount: 0 })).toBe(
      "0 constituents · 3 from elsewhere",
    );
  });

  it("says so when nobody has pledged", () => {
    expect(pledgeTallyText({ pledgeCount: 0, constituentPledgeCount: 0 })).toBe("No pledges yet");
  });
});
