import { describe, expect, it } from "vitest";
import { parsePartyRegistration, registrationDeadline } from "./primary-rules";

describe("parsePartyRegistration", () => {
  it("is true only for the CSV's yes values", () => {
    expect(parsePartyRegistration("yes")).toBe(true);
    expect(parsePartyRegistration("yes in practice (D and R closed)")).toBe(true);
    expect(parsePartyRegistration("yes; unaffiliated may choose one party if party allows")).toBe(true);
  });

  it("is false for the no values, including qualified ones", () => {
    expect(parsePartyRegistration("no")).toBe(false);
    expect(parsePartyRegistration("no (single ballot)")).toBe(false);
    expect(parsePartyRegistration("no for unaffiliated; party members vote own party")).toBe(false);
    expect(parsePartyRegistration("no (no voter registration)")).toBe(false);
  });

  it("is true where the rule depends on the party and the Republican primary is closed", () => {
    expect(parsePartyRegistration("party-dependent (R closed; D admits independents)")).toBe(true);
    expect(parsePartyRegistration("party-dependent (R closed; D open)")).toBe(true);
  });

  it("is null when the rule depends on the party and the source does not say the Republicans' rule", () => {
    expect(parsePartyRegistration("party-dependent")).toBeNull();
    expect(parsePartyRegistration("")).toBeNull();
  });
});

describe("registrationDeadline", () => {
  const deadlines = { online: 15, mail: 15, mailRule: "postmarked", inPerson: 15 };

  it("subtracts the most permissive channel's days from the primary date", () => {
    expect(registrationDeadline("2026-05-19", deadlines)).toBe("2026-05-04");
    expect(registrationDeadline("2026-06-23", { ...deadlines, online: 25, mail: 10, inPerson: 25 })).toBe(
      "2026-06-13",
    );
    expect(registrationDeadline("2026-05-12", { ...deadlines, online: 18, mail: 18, inPerson: 11 })).toBe(
      "2026-05-01",
    );
  });

  it("uses the channels that exist", () => {
    expect(registrationDeadline("2026-03-03", { ...deadlines, online: null, mail: 30, inPerson: 30 })).toBe(
      "2026-02-01",
    );
  });

  it("leaves Election Day registration to the notes instead of returning the primary date", () => {
    expect(registrationDeadline("2026-06-30", { ...deadlines, online: 8, mail: 8, inPerson: 0 })).toBe(
      "2026-06-22",
    );
  });

  it("is null without a primary date or without any deadline", () => {
    expect(registrationDeadline(null, deadlines)).toBeNull();
    expect(
      registrationDeadline("2026-06-09", { online: null, mail: null, mailRule: "", inPerson: null }),
    ).toBeNull();
  });
});
