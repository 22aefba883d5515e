import { describe, expect, it } from "vitest";
import {
  primaryAccess,
  republicanPrimaryRules,
  voterRegistration,
  whoMayVoteInRepublicanPrimary,
} from "./primary-access";

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
  });

  it("reads a partially closed state that requires no party registration (North Carolina) as semi-closed", () => {
    expect(primaryAccess(rules("partially closed (parties decide)", false))).toBe("semi-closed");
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

// Rows as the committed snapshot holds them (data/snapshot/primary-rules.json).
const maine = rules("open to unaffiliated", false);
const northCarolina = rules("partially closed (parties decide)", false);
const newYork = rules("closed", true);
const utah = rules("partially closed (parties decide)", null);
const texas = rules("open", false);
const california = rules("top-two (nonpartisan)", false);

describe("whoMayVoteInRepublicanPrimary", () => {
  it("tells a registered Democrat in Maine or North Carolina to switch by the deadline", () => {
    for (const state of [maine, northCarolina]) {
      const other = whoMayVoteInRepublicanPrimary(state, "other-party");
      expect(other.text).toBe(
        "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
      );
      expect(other.mustAct).toBe(true);
    }
    expect(whoMayVoteInRepublicanPrimary(maine, voterRegistration("Democrat")!, "you").text).toBe(
      "You must change your registration to Republican by the state's deadline for party changes.",
    );
  });

  it("lets an unaffiliated voter in Maine choose the Republican ballot", () => {
    const unaffiliated = whoMayVoteInRepublicanPrimary(maine, "unaffiliated");
    expect(unaffiliated.text).toBe(
      "Unaffiliated voters may choose the Republican ballot without changing their registration.",
    );
    expect(unaffiliated.mustAct).toBe(false);
    expect(whoMayVoteInRepublicanPrimary(maine, "republican").text).toBe(
      "Registered Republicans vote in the Republican primary.",
    );
  });

  it("lists a semi-closed state's rule by status", () => {
    expect(republicanPrimaryRules(maine).map((line) => line.text)).toEqual([
      "Registered Republicans vote in the Republican primary.",
      "Unaffiliated voters may choose the Republican ballot without changing their registration.",
      "Voters registered in another party must change their registration to Republican by the state's deadline for party changes.",
    ]);
  });

  it("lets anyone choose the Republican ballot in an open primary", () => {
    for (const status of ["republican", "unaffiliated", "other-party"] as const) {
      const instruction = whoMayVoteInRepublicanPrimary(texas, status);
      expect(instruction.text).toMatch(
        /may choose the Republican ballot; party registration does not matter\.$/,
      );
      expect(instruction.mustAct).toBe(false);
    }
    expect(whoMayVoteInRepublicanPrimary(texas, "other-party", "you").text).toBe(
      "You may choose the Republican ballot; party registration does not matter.",
    );
    expect(republicanPrimaryRules(texas)).toEqual([
      {
        registration: "any",
        text: "All voters may choose the Republican ballot; party registration does not matter.",
        mustAct: false,
      },
    ]);
  });

  it("says every voter gets the same ballot in a top-two state", () => {
    expect(republicanPrimaryRules(california).map((line) => line.text)).toEqual([
      "All voters vote on one ballot that lists the candidates of every party; party registration does not matter.",
    ]);
    expect(whoMayVoteInRepublicanPrimary(california, "unregistered").mustAct).toBe(true);
  });

  it("asks unaffiliated and other-party voters in a closed state to change their registration", () => {
    expect(whoMayVoteInRepublicanPrimary(newYork, "unaffiliated").mustAct).toBe(true);
    expect(whoMayVoteInRepublicanPrimary(newYork, "unaffiliated", "you").text).toBe(
      "You must change your registration to Republican by the state's deadline for party changes.",
    );
    expect(whoMayVoteInRepublicanPrimary(newYork, "unregistered", "you").text).toBe(
      "You must register to vote as Republican by the registration deadline.",
    );
  });

  it("leaves unaffiliated voters to the party's decision where the parties decide", () => {
    expect(whoMayVoteInRepublicanPrimary(utah, "unaffiliated").text).toMatch(
      /^Unaffiliated voters may vote in it only if the Republican Party admits unaffiliated voters/,
    );
    expect(whoMayVoteInRepublicanPrimary(utah, "other-party").mustAct).toBe(true);
  });

  it("sends voters to the election office when no rules are on file", () => {
    expect(whoMayVoteInRepublicanPrimary(null, "other-party", "you").text).toBe(
      "You should ask the state election office whether your registration must change.",
    );
  });
});

describe("voterRegistration", () => {
  it("reads the registration and profile forms' parties", () => {
    expect(voterRegistration("Republican")).toBe("republican");
    expect(voterRegistration("Independent")).toBe("unaffiliated");
    expect(voterRegistration("None/Unaffiliated")).toBe("unaffiliated");
    for (const party of ["Democrat", "Libertarian", "Green", "Other"]) {
      expect(voterRegistration(party)).toBe("other-party");
    }
    expect(voterRegistration("Unregistered")).toBe("unregistered");
  });

  it("is null when nothing is recorded", () => {
    expect(voterRegistration(null)).toBeNull();
    expect(voterRegistration(undefined)).toBeNull();
    expect(voterRegistration("")).toBeNull();
    expect(voterRegistration("Whig")).toBeNull();
    expect(voterRegistration("constructor")).toBeNull();
  });
});
