import { describe, expect, it } from "vitest";
import { communicationTemplatesSchema, TEMPLATE_PLACEHOLDERS_IN } from "#shared/communication-templates";
import { makeLegislator } from "../../../../tests/support/shared-records";
import type { TemplateInput } from "./build-templates";
import { allTexts, atLargeRepresentative, buildTemplates, delegate, representative } from "./test-fixtures";

function build(overrides: Partial<TemplateInput> = {}) {
  return buildTemplates(overrides, "es");
}

describe("the communication templates in Spanish", () => {
  const templates = build();

  it("return the shape the API promises", () => {
    expect(communicationTemplatesSchema.parse(templates)).toEqual(templates);
  });

  it("address a senator by her title and ask for a vote to convict, in usted form", () => {
    expect(templates.email.subject).toBe(
      "Senadora Murkowski, ¿se compromete a defender los fallos de la Corte Suprema?",
    );
    expect(templates.email.body.startsWith("Estimada senadora Murkowski:\n\n")).toBe(true);
    expect(templates.email.body).toContain("como su constituyente en Alaska");
    expect(templates.email.body).toContain(
      "Le pido que se comprometa públicamente a votar para condenar a un presidente que desacate un fallo de la Corte Suprema.",
    );
    expect(templates.email.body).toContain("votaré por usted en su primaria del 18 de agosto de 2026.");
    expect(templates.email.body.endsWith("Atentamente,\nJordan Rivera\nAnchorage, AK 99501")).toBe(true);
    expect(templates.phone).toContain("pedirle a la senadora Murkowski que se comprometa públicamente");
  });

  it("lay the letter out with the date in Spanish and the Senate's name", () => {
    const heading = [
      "Jordan Rivera\n123 Spruce Street\nAnchorage, AK 99501",
      "10 de marzo de 2026",
      "Honorable Lisa Murkowski\nSenado de los Estados Unidos\n522 Hart Senate Office Building\nWashington, DC 20510",
      "Estimada senadora Murkowski:",
    ].join("\n\n");
    expect(templates.letter.startsWith(`${heading}\n\n`)).toBe(true);
    expect(templates.letter.endsWith("\n\nRespetuosamente,\n\nJordan Rivera")).toBe(true);
  });

  it("ask a representative to impeach and name the district", () => {
    const house = build({ legislator: { ...representative, gender: "M" } });
    expect(house.letter).toContain("Estimado representante Fitzpatrick:");
    expect(house.letter).toContain("Cámara de Representantes de los Estados Unidos");
    expect(house.email.body).toContain("el distrito congresional 1 de Pensilvania");
    expect(house.email.body).toContain("votar para someter a juicio político a un presidente");
    expect(build({ legislator: atLargeRepresentative }).email.body).toContain(
      "el distrito congresional único de Alaska",
    );
  });

  it("ask a delegate to support impeachment, not to vote on the floor", () => {
    const templates = build({ legislator: delegate, primary: null });
    expect(templates.letter).toContain("Estimada delegada Norton:");
    expect(templates.email.body).toContain("en el Distrito de Columbia");
    expect(templates.email.body).toContain("usted no puede votar en el pleno de la Cámara");
    expect(templates.contextualNote).toContain("es una delegada demócrata por el Distrito de Columbia.");
    for (const text of allTexts(templates)) expect(text).not.toContain("votar para someter");
  });

  it("use the Spanish placeholders where the profile has no value", () => {
    const templates = build({ sender: null, legislator: delegate });
    const placeholders = TEMPLATE_PLACEHOLDERS_IN.es;
    expect(templates.letter.startsWith(`${placeholders.name}\n${placeholders.address}\n`)).toBe(true);
    expect(templates.letter).toContain(placeholders.officeAddress);
    expect(templates.phone).toContain(`código postal ${placeholders.zip}.`);
    for (const text of allTexts(templates)) expect(text).not.toMatch(/\[Your /);
  });

  it("keep the social post's hashtags, and its first sentence short enough for the tweet", () => {
    for (const legislator of [makeLegislator(), representative, delegate]) {
      const post = build({ legislator }).socialMedia;
      expect(post.endsWith(" #ImpeachmentPledge #Constitution")).toBe(true);
      expect(post.length).toBeLessThan(280);
      const [first = ""] = post.split(". ");
      expect(first.length).toBeLessThan(130);
    }
    expect(build().socialMedia).toContain("Pido a @LisaMurkowski que se comprometa a votar para condenar a");
  });

  it("explain why a Republican matters with the record's figures", () => {
    expect(templates.contextualNote).toContain("Lisa Murkowski es una senadora republicana por Alaska");
    expect(templates.contextualNote).toContain("obtiene 72 de 100 puntos");
    expect(templates.contextualNote).toContain("(tipo PVI) de R+7");
  });

  it("leave no English in the texts", () => {
    for (const text of allTexts(templates)) {
      expect(text).not.toMatch(/\b(the|your|and|primary|Senator|Dear)\b/);
    }
  });
});
