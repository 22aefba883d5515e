import { describe, expect, it } from "vitest";
import type { AdminLegislator, AdminPrimaryElection, AdminUser } from "#shared/admin";
import {
  legislatorChanges,
  legislatorFormSchema,
  primaryElectionChanges,
  primaryElectionFormSchema,
  userChanges,
  userFormSchema,
} from "./edit-forms";

const legislator = {
  id: 1,
  keyFacts: ["First fact", "Second fact"],
  pledgesNeeded: null,
  trumpOppositionProbability: 40,
  nextPrimaryYear: 2028,
} as AdminLegislator;

describe("the legislator form", () => {
  const values = { pledgesNeeded: "", trumpOppositionProbability: "40", nextPrimaryYear: "2028" };

  it("accepts whole numbers only, and a probability from 0 to 100", () => {
    const messages = (input: Partial<typeof values>) =>
      legislatorFormSchema.safeParse({ ...values, ...input }).error?.issues.map((issue) => issue.message) ??
      [];
    expect(messages({ pledgesNeeded: "2.5" })).toEqual(["Pledges needed must be a whole number"]);
    expect(messages({ pledgesNeeded: "-3" })).toEqual(["Pledges needed must be a whole number"]);
    expect(messages({ trumpOppositionProbability: "101" })).toEqual([
      "Opposition probability must be between 0 and 100",
    ]);
    expect(messages({ pledgesNeeded: " 250 ", trumpOppositionProbability: "0" })).toEqual([]);
  });

  it("sends only what moved", () => {
    expect(legislatorChanges(legislator, values, legislator.keyFacts)).toEqual({});
    expect(legislatorChanges(legislator, { ...values, pledgesNeeded: "250" }, legislator.keyFacts)).toEqual({
      pledgesNeeded: 250,
    });
    expect(
      legislatorChanges(legislator, { ...values, trumpOppositionProbability: "", nextPrimaryYear: "2032" }, [
        "Second fact",
        "New fact",
      ]),
    ).toEqual({
      keyFacts: ["Second fact", "New fact"],
      trumpOppositionProbability: null,
      nextPrimaryYear: 2032,
    });
  });
});

const election = {
  state: "AK",
  primaryDate: "2026-08-18",
  runoffDate: null,
  registrationDeadline: "2026-07-19",
  primaryType: "Top-Four",
  partyRegistrationRequired: false,
  nextPrimaryYear: 2026,
  idRequirements: null,
  notes: "Ranked-choice general",
  registrationUrl: "https://voterregistration.alaska.gov/",
  additionalInfo: "<p>Hello</p>",
} as AdminPrimaryElection;

const electionValues = {
  primaryDate: "2026-08-18",
  runoffDate: "",
  registrationDeadline: "2026-07-19",
  primaryType: "Top-Four",
  partyRegistrationRequired: "no" as const,
  nextPrimaryYear: "2026",
  idRequirements: "",
  notes: "Ranked-choice general",
  registrationUrl: "https://voterregistration.alaska.gov/",
  additionalInfo: "<p>Hello</p>",
};

describe("the primary election form", () => {
  it("wants a real day and an http(s) address when one is given", () => {
    const messages = (input: Partial<typeof electionValues>) =>
      primaryElectionFormSchema
        .safeParse({ ...electionValues, ...input })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([]);
    expect(messages({ registrationUrl: "" })).toEqual([]);
    expect(messages({ registrationUrl: "javascript:alert(1)" })).toEqual([
      "Please enter a valid URL (starting with https://)",
    ]);
    expect(messages({ primaryDate: "2026-02-30" })).toEqual(["Pick a valid date"]);
  });

  it("sends dates as yyyy-MM-dd, clears emptied fields and leaves the rest out", () => {
    expect(primaryElectionChanges(election, electionValues)).toEqual({});
    expect(
      primaryElectionChanges(election, {
        ...electionValues,
        primaryDate: "2028-08-15",
        notes: "  ",
        idRequirements: " Photo ID ",
        partyRegistrationRequired: "",
      }),
    ).toEqual({
      primaryDate: "2028-08-15",
      notes: null,
      idRequirements: "Photo ID",
      partyRegistrationRequired: null,
    });
  });
});

describe("the user form", () => {
  const user = {
    id: 4,
    name: "Pat Voter",
    email: "pat@example.org",
    role: "user",
    isActive: true,
  } as AdminUser;

  it("takes an empty name or e-mail as 'keep', and checks them when given", () => {
    const parse = (input: Record<string, unknown>) =>
      userFormSchema.safeParse({ name: "", email: "", role: "user", isActive: true, ...input });
    expect(parse({}).success).toBe(true);
    expect(parse({ name: "P" }).error?.issues[0]?.message).toBe("Name must be at least 2 characters");
    expect(parse({ email: "nope" }).error?.issues[0]?.message).toBe("Please enter a valid email address");
    expect(userChanges(user, { name: "", email: "", role: "user", isActive: true })).toEqual({});
  });

  it("sends only what moved", () => {
    expect(
      userChanges(user, { name: "Pat Voter", email: "PAT@example.org", role: "admin", isActive: false }),
    ).toEqual({
      role: "admin",
      isActive: false,
    });
    expect(
      userChanges(user, { name: "Pat Q. Voter", email: "new@example.org", role: "user", isActive: true }),
    ).toEqual({ name: "Pat Q. Voter", email: "new@example.org" });
  });
});
