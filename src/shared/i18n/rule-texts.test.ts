import { describe, expect, it } from "vitest";
import { LEGISLATOR_ACTION_KINDS } from "../legislator-actions";
import type { PrimaryElection } from "../primary-election";
import type { PledgeLegislator } from "../rules/pledge-wording";
import { whoMayVoteInRepublicanPrimary } from "../rules/primary-access";
import {
  ACTION_KIND_LABELS_IN,
  pledgeWordingIn,
  primaryPhraseIn,
  republicanPrimaryRulesIn,
  whoMayVoteInRepublicanPrimaryIn,
} from "./rule-texts";
import { stateNameIn } from "./states";

type Rules = Pick<PrimaryElection, "primaryType" | "partyRegistrationRequired">;

/** One state's rules for each kind of primary access (primaryAccess), and none on file. */
const EVERY_ACCESS: (Rules | null)[] = [
  { primaryType: "Closed", partyRegistrationRequired: true },
  { primaryType: "Partially closed", partyRegistrationRequired: true },
  { primaryType: "Partially closed", partyRegistrationRequired: false },
  { primaryType: "Partially closed", partyRegistrationRequired: null },
  { primaryType: "Open to unaffiliated voters", partyRegistrationRequired: null },
  { primaryType: "Open", partyRegistrationRequired: false },
  { primaryType: "Top-two", partyRegistrationRequired: false },
  { primaryType: "Something new", partyRegistrationRequired: null },
  null,
];
const REGISTRATIONS = ["republican", "unaffiliated", "other-party", "unregistered"] as const;

describe("the primary rules in Spanish", () => {
  it("translate every status's sentence under every kind of primary, keeping the rule", () => {
    for (const rules of EVERY_ACCESS) {
      for (const registration of REGISTRATIONS) {
        for (const person of ["you", "they"] as const) {
          const english = whoMayVoteInRepublicanPrimary(rules, registration, person);
          const spanish = whoMayVoteInRepublicanPrimaryIn(rules, registration, person, "es");
          expect(spanish.text, `${rules?.primaryType} ${registration} ${person}`).not.toBe(english.text);
          expect(spanish).toEqual({ ...english, text: spanish.text });
        }
      }
      const lines = republicanPrimaryRulesIn(rules, "es");
      for (const line of lines) expect(line.text).not.toMatch(/ (the|voters|must|may) /);
    }
  });

  it("speak to the voter as usted, and of groups in the plural", () => {
    const closed = { primaryType: "Closed", partyRegistrationRequired: true };
    expect(whoMayVoteInRepublicanPrimaryIn(closed, "unaffiliated", "you", "es").text).toBe(
      "Usted debe cambiar su inscripción al Partido Republicano antes de la fecha límite del estado para cambiar de partido.",
    );
    expect(republicanPrimaryRulesIn({ primaryType: "Open", partyRegistrationRequired: false }, "es")).toEqual(
      [
        {
          registration: "any",
          text: "Todos los votantes pueden elegir la boleta republicana; la afiliación partidista no importa.",
          mustAct: false,
        },
      ],
    );
  });

  it("are English's own in English", () => {
    expect(whoMayVoteInRepublicanPrimaryIn(null, "republican", "you", "en").text).toBe(
      "You can vote in the Republican primary.",
    );
  });
});

describe("the other rule texts", () => {
  it("name every action kind and the primary in Spanish", () => {
    for (const kind of LEGISLATOR_ACTION_KINDS) expect(ACTION_KIND_LABELS_IN.es[kind]).toBeTruthy();
    expect(primaryPhraseIn({ kind: "scheduled", date: "2026-05-19" }, "your", "es")).toBe(
      "su primaria del 19 de mayo de 2026",
    );
    expect(primaryPhraseIn({ kind: "expected", year: 2028 }, "the", "es")).toBe(
      "la próxima primaria, prevista para 2028",
    );
    expect(primaryPhraseIn({ kind: "unknown" }, "the", "en")).toBe("the next primary");
  });

  it("write the states' Spanish names", () => {
    expect(stateNameIn("ny", "es")).toBe("Nueva York");
    expect(stateNameIn("TX", "es")).toBe("Texas");
    expect(stateNameIn("PA", "en")).toBe("Pennsylvania");
    expect(stateNameIn("ZZ", "es")).toBe("ZZ");
  });

  it("word the pledge in Spanish for the same legislators", () => {
    const senator: PledgeLegislator = {
      fullName: "Lisa Murkowski",
      type: "sen",
      state: "AK",
      district: null,
    };
    const other: PledgeLegislator = { fullName: "Ilhan Omar", type: "rep", state: "MN", district: 5 };
    const wording = pledgeWordingIn([senator, other], { state: "AK", congressionalDistrict: 0 }, "es");
    expect(wording.primary).toMatch(
      /^Me comprometo a votar por Lisa Murkowski en su próxima elección primaria/,
    );
    expect(wording.support).toMatch(/^Vivo fuera de la zona que representa Ilhan Omar/);
    const both = pledgeWordingIn([senator, { ...other, state: "AK", district: 0 }], null, "es");
    expect(both.primary).toContain("por Lisa Murkowski e Ilhan Omar en sus próximas elecciones primarias");
  });
});
