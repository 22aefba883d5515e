import { describe, expect, it } from "vitest";
import { PROFILE_PARTIES, REGISTRATION_PARTIES } from "#shared/accounts";
import { partyInitial, partyName, registeredPartyName } from "./party-names";

describe("partyName", () => {
  it("gives the party as stored in English", () => {
    for (const party of ["Republican", "Democrat", "Democratic", "Independent", "Libertarian", "Green"]) {
      expect(partyName(party, "en")).toBe(party);
      expect(partyName(party, "en", "F")).toBe(party);
    }
  });

  it("names the parties in Spanish, agreeing with the member's gender", () => {
    expect(partyName("Republican", "es", "F")).toBe("Republicana");
    expect(partyName("Republican", "es", "M")).toBe("Republicano");
    expect(partyName("Democrat", "es", "F")).toBe("Demócrata");
    expect(partyName("Democratic", "es")).toBe("Demócrata");
    expect(partyName("Independent", "es", "F")).toBe("Independiente");
    expect(partyName("Libertarian", "es", "F")).toBe("Libertaria");
    expect(partyName("Libertarian", "es", "M")).toBe("Libertario");
    expect(partyName("Green", "es")).toBe("Verde");
  });

  it("uses the masculine when the gender is not known", () => {
    expect(partyName("Republican", "es")).toBe("Republicano");
    expect(partyName("Republican", "es", null)).toBe("Republicano");
    expect(partyName("Libertarian", "es", null)).toBe("Libertario");
  });

  it("shows any other party as stored", () => {
    expect(partyName("Forward", "es", "F")).toBe("Forward");
    expect(partyName("", "es")).toBe("");
    expect(partyName("constructor", "es")).toBe("constructor");
  });
});

describe("partyInitial", () => {
  it("is the party's first letter in the page's language", () => {
    expect(partyInitial("Republican", "en")).toBe("R");
    expect(partyInitial("Republican", "es")).toBe("R");
    expect(partyInitial("Democrat", "es")).toBe("D");
    expect(partyInitial("Independent", "es")).toBe("I");
    expect(partyInitial("Green", "en")).toBe("G");
    expect(partyInitial("Green", "es")).toBe("V");
  });
});

describe("registeredPartyName", () => {
  it("keeps every recordable value as stored in English", () => {
    for (const party of [...PROFILE_PARTIES, ...REGISTRATION_PARTIES]) {
      expect(registeredPartyName(party, "en")).toBe(party);
    }
  });

  it("translates every recordable value into Spanish", () => {
    for (const party of [...PROFILE_PARTIES, ...REGISTRATION_PARTIES]) {
      expect(registeredPartyName(party, "es")).not.toBe(party);
    }
    expect(registeredPartyName("Republican", "es")).toBe("Republicano");
    expect(registeredPartyName("Other", "es")).toBe("Otro");
    expect(registeredPartyName("None/Unaffiliated", "es")).toBe("Ninguno / sin afiliación");
    expect(registeredPartyName("Unregistered", "es")).toBe("No inscrito");
    expect(registeredPartyName("Whig", "es")).toBe("Whig");
  });
});
