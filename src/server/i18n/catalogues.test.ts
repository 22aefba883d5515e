import { describe, expect, it } from "vitest";
import { catalogueProblems } from "#shared/i18n/catalogue";
import { LOOKUP_CATALOGUE } from "#shared/i18n/lookup-messages";
import { VALIDATION_CATALOGUE } from "#shared/i18n/validation-messages";
import { API_CATALOGUE, apiMessage, apiText, localizeServerMessage } from "./api-messages";
import { CALENDAR_CATALOGUE } from "./calendar-texts";
import { MAIL_CATALOGUE } from "./mail-texts";
import { storedLanguage } from "./stored-language";

describe("every catalogue", () => {
  it.each([
    ["API messages", API_CATALOGUE],
    ["mail", MAIL_CATALOGUE],
    ["calendar feed", CALENDAR_CATALOGUE],
    ["address lookup", LOOKUP_CATALOGUE],
    ["validation messages", VALIDATION_CATALOGUE],
  ] as const)("%s: has every key in Spanish, with the English text's placeholders", (_name, catalogue) => {
    expect(catalogueProblems(catalogue as Parameters<typeof catalogueProblems>[0])).toEqual([]);
  });

  it("repeats no English text of the validation catalogue in the API catalogue", () => {
    const validation = new Set<string>(Object.values(VALIDATION_CATALOGUE.en));
    expect(Object.values(API_CATALOGUE.en).filter((text) => validation.has(text))).toEqual([]);
  });
});

describe("localizeServerMessage", () => {
  it("writes a catalogue message, a schema's message and a written text in the language asked", () => {
    expect(localizeServerMessage("Legislator not found", "es")).toBe(
      "No se encontró a ese miembro del Congreso",
    );
    expect(localizeServerMessage("Passwords don't match", "es")).toBe("Las contraseñas no coinciden");
    expect(localizeServerMessage(apiText("signInRequired"), "es")).toBe("Inicie sesión para continuar");
    expect(localizeServerMessage(apiText("nonVoting", { name: "Ana Díaz" }), "en")).toMatch(
      /^Ana Díaz does not vote on the House floor/,
    );
  });

  it("leaves English, and a text it does not know, as they are", () => {
    expect(localizeServerMessage("Legislator not found", "en")).toBe("Legislator not found");
    expect(localizeServerMessage("Administrator access required", "es")).toBe(
      "Administrator access required",
    );
  });

  it("fills a message's parameters", () => {
    expect(apiMessage("es", "zipNotInState", { zip: "10001", state: "Nueva Jersey" })).toBe(
      "El código postal 10001 no está en Nueva Jersey",
    );
  });
});

describe("storedLanguage", () => {
  it("reads the column's value, English for anything else", () => {
    expect(storedLanguage("es")).toBe("es");
    expect(storedLanguage("en")).toBe("en");
    expect(storedLanguage(null)).toBe("en");
    expect(storedLanguage("fr")).toBe("en");
  });
});
