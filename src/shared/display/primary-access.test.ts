import { describe, expect, it } from "vitest";
import { needsPartyRegistration, primaryAccess } from "./primary-access";

const rules = (primaryType: string | null, partyRegistrationRequired: boolean | null = null) => ({
  primaryType,
  partyRegistrationRequired,
});

describe("primaryAccess", () => {
  it("reads closed primaries, including a new one and a partially closed state that requires registration", () => {
    expect(primaryAccess(rules("closed", true))).toBe("closed");
    expect(primaryAccess(rules("closed party primary (new in 2026)", true))).toBe("closed");
    expect(primaryAccess(rules("partially closed (parties decide)", true))).toBe("closed");
  });

  it("leaves the decision to the parties when a partially closed state does not say", () => {
    expect(primaryAccess(rules("partially closed (parties decide)", null))).toBe("party-rules");
    expect(primaryAccess(rules("partially closed (parties decide)", false))).toBe("party-rules");
  });

  it("reads primaries open to unaffiliated voters as semi-closed", () => {
    expect(primaryAccess(rules("open to unaffiliated", false))).toBe("semi-closed");
    expect(primaryAccess(rules("open to unaffiliated (Initiative 83)", false))).toBe("semi-closed");
  });

  it("reads open, partially open and all-party primaries", () => {
    expect(primaryAccess(rules("open", false))).toBe("open");
    expect(primaryAccess(rules("partially open", false))).toBe("open");
    expect(primaryAccess(rules("top-two (nonpartisan)", false))).toBe("nonpartisan");
    expect(primaryAccess(rules("top-four (nonpartisan)", false))).toBe("nonpartisan");
  });

  it("says unknown without rules", () => {
    expect(primaryAccess(null)).toBe("unknown");
    expect(primaryAccess(rules(null))).toBe("unknown");
    expect(primaryAccess(rules("  "))).toBe("unknown");
    expect(primaryAccess(rules("caucus"))).toBe("unknown");
  });
});

describe("needsPartyRegistration", () => {
  it("is true where members of another party cannot take the ballot", () => {
    expect(needsPartyRegistration("closed")).toBe(true);
    expect(needsPartyRegistration("semi-closed")).toBe(true);
    for (const access of ["party-rules", "open", "nonpartisan", "unknown"] as const) {
      expect(needsPartyRegistration(access)).toBe(false);
    }
  });
});
