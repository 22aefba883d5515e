import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { profileUpdateSchema, registerSchema, tokenSchema } from "../accounts";
import { contactSchema } from "../contact";
import { engagementUpdateSchema } from "../engagement";
import { createPledgeSchema } from "../pledges";
import { catalogueProblems, fillPlaceholders, placeholdersOf } from "./catalogue";
import { localizeMessage, VALIDATION_CATALOGUE, VALIDATION_MESSAGES } from "./validation-messages";

/** Every message a failed parse gives, by field. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("the validation catalogue", () => {
  it("has every key in Spanish, with the English text's placeholders", () => {
    expect(catalogueProblems(VALIDATION_CATALOGUE)).toEqual([]);
  });

  it("reads placeholders and fills them", () => {
    expect(placeholdersOf("Too big: expected {origin} to be {b}{a}{b}")).toEqual(["a", "b", "origin"]);
    expect(fillPlaceholders("Must be at most {max} characters", { max: 40 })).toBe(
      "Must be at most 40 characters",
    );
    expect(fillPlaceholders("Keeps {unknown} as written", {})).toBe("Keeps {unknown} as written");
  });
});

describe("localizeMessage", () => {
  it("leaves English, and any text it does not know, as it is", () => {
    expect(localizeMessage(VALIDATION_MESSAGES.nameMin, "en")).toBe("Name must be at least 2 characters");
    expect(localizeMessage("Something no schema says", "es")).toBe("Something no schema says");
  });

  it("translates a fixed message", () => {
    expect(localizeMessage("Name must be at least 2 characters", "es")).toBe(
      "El nombre debe tener al menos 2 caracteres",
    );
    expect(localizeMessage('Language must be "en" or "es"', "es")).toBe('El idioma debe ser "en" o "es"');
    expect(localizeMessage("Passwords don't match", "es")).toBe("Las contraseñas no coinciden");
  });

  it("carries a message's numbers into the translation", () => {
    expect(localizeMessage("Password must be at least 8 characters", "es")).toBe(
      "La contraseña debe tener al menos 8 caracteres",
    );
    expect(localizeMessage("Must be at most 40 characters", "es")).toBe(
      "Debe tener como máximo 40 caracteres",
    );
    expect(localizeMessage("Must be at most 2147483647", "es")).toBe("Debe ser como máximo 2147483647");
  });

  it("translates zod's own messages and the type names in them", () => {
    expect(localizeMessage("Invalid input: expected string, received undefined", "es")).toBe(
      "Este dato es obligatorio (se esperaba texto)",
    );
    expect(localizeMessage("Invalid input: expected boolean, received string", "es")).toBe(
      "Valor no válido: se esperaba verdadero o falso y se recibió texto",
    );
    expect(localizeMessage('Unrecognized key: "surprise"', "es")).toBe('Campo no reconocido: "surprise"');
    expect(localizeMessage("Too small: expected number to be >0", "es")).toBe(
      "Demasiado pequeño: debe ser mayor que 0",
    );
  });

  it("knows every message the voter-facing schemas give for bad input", () => {
    const messages = [
      ...messagesOf(registerSchema, {
        name: "A",
        email: "x",
        confirmEmail: "y",
        password: "short",
        confirmPassword: "other",
        address: "",
        city: "",
        state: "ZZ",
        zip: "1",
        phone: "letters",
        registeredParty: "Whig",
        congressionalDistrict: 99,
        districtCode: "nope",
      }),
      ...messagesOf(registerSchema, {}),
      ...messagesOf(profileUpdateSchema, { name: "B", address: "x", city: "y", state: "Z", zip: "1" }),
      ...messagesOf(profileUpdateSchema, {
        name: "Pat Voter",
        address: "100 Main Street",
        city: "Anchorage",
        state: "AK",
        zip: "99501",
        language: "fr",
        registeredParty: "x".repeat(41),
      }),
      ...messagesOf(contactSchema, { name: "", email: "", subject: "", message: "", website: 1 }),
      ...messagesOf(tokenSchema, { token: "" }),
      ...messagesOf(createPledgeSchema, { legislatorId: 0, shareOnSocial: "yes" }),
      ...messagesOf(createPledgeSchema, { legislatorId: 1.5 }),
      ...messagesOf(engagementUpdateSchema, { updates: { somethingElse: true } }),
    ];
    expect(messages.length).toBeGreaterThan(20);
    const untranslated = messages.filter((message) => localizeMessage(message, "es") === message);
    expect(untranslated).toEqual([]);
  });
});
