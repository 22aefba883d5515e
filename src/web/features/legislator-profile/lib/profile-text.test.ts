import { describe, expect, it } from "vitest";
import { TEMPLATE_PLACEHOLDERS } from "#shared/communication-templates";
import {
  genderLabel,
  hasPlaceholders,
  impactSteps,
  optionalFigure,
  partyLabel,
  primaryCalendarEvent,
  primaryTypeLabel,
  printableLetterHtml,
  senateClassLabel,
  templateSegments,
} from "./profile-text";

describe("biographical and political labels", () => {
  it("names the gender or says it is not available", () => {
    expect(genderLabel("F")).toBe("Female");
    expect(genderLabel("M")).toBe("Male");
    expect(genderLabel(null)).toBe("Not available");
  });

  it("gives a senator's class with the next election", () => {
    expect(senateClassLabel({ type: "sen", senateClass: 3, nextPrimaryYear: 2028 })).toBe(
      "Class 3 (next election in 2028)",
    );
    expect(senateClassLabel({ type: "sen", senateClass: 1, nextPrimaryYear: null })).toBe("Class 1");
    expect(senateClassLabel({ type: "rep", senateClass: null, nextPrimaryYear: 2028 })).toBeNull();
  });

  it("mentions the caucus of an independent", () => {
    expect(partyLabel({ party: "Republican", caucus: null })).toBe("Republican");
    expect(partyLabel({ party: "Republican", caucus: null, gender: "F" })).toBe("Republican");
    expect(partyLabel({ party: "Independent", caucus: "Democrat" })).toBe(
      "Independent (caucuses with the Democrats)",
    );
  });

  it("reads primary types", () => {
    expect(primaryTypeLabel("top-two (nonpartisan)")).toBe("Top-two (nonpartisan)");
    expect(primaryTypeLabel(null)).toBe("Not available");
  });

  it("says 'Not available' for missing figures", () => {
    expect(optionalFigure(null)).toBe("Not available");
    expect(optionalFigure(761000)).toBe("761,000");
    expect(optionalFigure(86000, "$")).toBe("$86,000");
  });
});

describe("templateSegments", () => {
  it("sets the placeholders apart from the text", () => {
    expect(templateSegments("My name is [Your Name], from [Your City].")).toEqual([
      { text: "My name is ", placeholder: false },
      { text: "[Your Name]", placeholder: true },
      { text: ", from ", placeholder: false },
      { text: "[Your City]", placeholder: true },
      { text: ".", placeholder: false },
    ]);
  });

  it("finds every placeholder the server uses", () => {
    for (const placeholder of Object.values(TEMPLATE_PLACEHOLDERS)) {
      expect(templateSegments(`Dear ${placeholder},`)).toContainEqual({
        text: placeholder,
        placeholder: true,
      });
    }
  });

  it("leaves filled-in text alone", () => {
    expect(templateSegments("Pat Voter (sic)")).toEqual([{ text: "Pat Voter (sic)", placeholder: false }]);
    expect(hasPlaceholders("Pat Voter")).toBe(false);
    expect(hasPlaceholders("[Your ZIP Code]")).toBe(true);
    // Calling twice gives the same answer (no regular-expression state leaks between calls).
    expect(hasPlaceholders("[Your ZIP Code]")).toBe(true);
  });
});

describe("printableLetterHtml", () => {
  it("keeps paragraphs and line breaks and escapes the text", () => {
    const html = printableLetterHtml("Pat <Voter>\n1 Main St\n\nDear Senator & staff,", "Letter to Sen. Doe");
    expect(html).toContain("<title>Letter to Sen. Doe</title>");
    expect(html).toContain("<p>Pat &lt;Voter&gt;<br>1 Main St</p>");
    expect(html).toContain("<p>Dear Senator &amp; staff,</p>");
    expect(html).not.toContain("<script");
  });
});

describe("primaryCalendarEvent", () => {
  it("describes the primary and names a stable id and a file", () => {
    const event = primaryCalendarEvent(
      { fullName: "Lisa Murkowski", state: "AK", slug: "lisa-murkowski" },
      "2028-08-15",
      "https://pledge.example/legislators/lisa-murkowski",
    );
    expect(event).toMatchObject({
      title: "Alaska primary election",
      date: "2028-08-15",
      uid: "primary-ak-2028-08-15-lisa-murkowski@pledge-watch",
      filename: "ak-primary-2028-08-15.ics",
    });
    expect(event.details).toContain("Lisa Murkowski");
    expect(event.details).toContain("https://pledge.example/legislators/lisa-murkowski");
  });
});

describe("impactSteps", () => {
  const thresholds = { minimal: 277, modest: 553, medium: 1383, strong: 2767, safe: 5534 };

  it("places each step on the meter and marks those reached", () => {
    const steps = impactSteps(thresholds, 600);
    expect(steps.map((s) => s.level)).toEqual(["minimal", "modest", "medium", "strong", "safe"]);
    expect(steps.map((s) => s.reached)).toEqual([true, true, false, false, false]);
    expect(steps[4]!.percent).toBe(100);
    expect(steps[2]!.percent).toBeCloseTo(24.99, 1);
  });

  it("copes with a zero safe threshold", () => {
    expect(
      impactSteps({ minimal: 0, modest: 0, medium: 0, strong: 0, safe: 0 }, 0).every(
        (s) => s.percent === 100,
      ),
    ).toBe(true);
  });
});

describe("in Spanish", () => {
  it("writes the labels about the member", () => {
    expect(genderLabel("F", "es")).toBe("Femenino");
    expect(genderLabel(null, "es")).toBe("No disponible");
    expect(senateClassLabel({ type: "sen", senateClass: 3, nextPrimaryYear: 2028 }, "es")).toBe(
      "Clase 3 (próxima elección en 2028)",
    );
    expect(partyLabel({ party: "Independent", caucus: "Democrat" }, "es")).toBe(
      "Independiente (en la bancada demócrata)",
    );
    expect(partyLabel({ party: "Republican", caucus: null, gender: "F" }, "es")).toBe("Republicana");
    expect(partyLabel({ party: "Republican", caucus: null, gender: null }, "es")).toBe("Republicano");
    expect(optionalFigure(761000, "", "es")).toBe("761,000");
    expect(optionalFigure(null, "$", "es")).toBe("No disponible");
  });

  it("translates the primary types the data gives, and shows any other as stored", () => {
    expect(primaryTypeLabel("closed", "es")).toBe("Cerrada");
    expect(primaryTypeLabel("Top-two (nonpartisan)", "es")).toBe("De los dos más votados (no partidista)");
    expect(primaryTypeLabel(" partially closed (parties decide) ", "es")).toBe(
      "Parcialmente cerrada (deciden los partidos)",
    );
    expect(primaryTypeLabel("ranked choice", "es")).toBe("Ranked choice");
    expect(primaryTypeLabel(null, "es")).toBe("No disponible");
  });

  it("highlights placeholders with accents", () => {
    expect(templateSegments("Me llamo [Su nombre], de [Su dirección].")).toEqual([
      { text: "Me llamo ", placeholder: false },
      { text: "[Su nombre]", placeholder: true },
      { text: ", de ", placeholder: false },
      { text: "[Su dirección]", placeholder: true },
      { text: ".", placeholder: false },
    ]);
  });

  it("prints the letter page, the calendar entry and the meter's steps in Spanish", () => {
    const html = printableLetterHtml("Estimada senadora:", "Carta para Lisa Murkowski", "es");
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Imprima esta página");
    const event = primaryCalendarEvent(
      { fullName: "Lisa Murkowski", state: "HI", slug: "lisa-murkowski" },
      "2028-08-15",
      "https://pledge.example/es/legislators/lisa-murkowski",
      "es",
    );
    expect(event.title).toBe("Elección primaria de Hawái");
    expect(event.details).toMatch(/^Me comprometí a votar por Lisa Murkowski en esta primaria/);
    expect(event.filename).toBe("hi-primary-2028-08-15.ics");
    const thresholds = { minimal: 1, modest: 2, medium: 3, strong: 4, safe: 5 };
    expect(impactSteps(thresholds, 0, "es").map((s) => s.label)).toEqual([
      "Mínimo",
      "Modesto",
      "Medio",
      "Fuerte",
      "Seguro",
    ]);
  });
});
