import { describe, expect, it } from "vitest";
import { districtLinesNote, leanLabel, leanMeaning, leanMethod } from "./lean";

describe("leanMeaning", () => {
  it("reads a Republican or Democratic lean in points", () => {
    expect(leanMeaning("R+7", "state")).toBe(
      "R+7: this state voted about 7 points more Republican than the nation, averaging the 2020 and 2024 presidential results equally.",
    );
    expect(leanMeaning("D+1", "district")).toBe(
      "D+1: this district voted about 1 point more Democratic than the nation, averaging the 2020 and 2024 presidential results equally.",
    );
  });

  it("reads an even seat", () => {
    expect(leanMeaning("EVEN", "district")).toBe(
      "EVEN: this district voted about the way the nation did, averaging the 2020 and 2024 presidential results equally.",
    );
  });

  it("explains a missing or unreadable lean", () => {
    expect(leanMeaning(null, "district")).toContain("No partisan lean is available for this district");
    expect(leanMeaning("X+3", "state")).toContain("No partisan lean is available for this state");
  });

  it("states the method, equal weights, and how it differs from Cook's PVI", () => {
    expect(leanMethod(null)).toContain("in 2020 and in 2024, averaged with equal weight");
    expect(leanMethod(null)).toContain("weights the latest election more heavily");
    expect(leanMethod(null)).not.toMatch(/computed the way/i);
  });

  it("labels the figure PVI-style, not as Cook's", () => {
    expect(leanLabel()).toBe("Partisan lean (PVI-style)");
  });
});

describe("a district redrawn for 2026", () => {
  it("reads the lean from the 2024 result on the new lines, and says so", () => {
    expect(leanMeaning("R+9", "district", "2026")).toBe(
      "R+9: this district voted about 9 points more Republican than the nation, in the 2024 presidential result on its 2026 lines (no 2020 result exists for them).",
    );
    expect(leanMethod("2026")).toBe(
      "Our own calculation from official results: the district's share of the two-party presidential vote in 2024 minus the nation's, on the district lines used for the 2026 elections. No 2020 result exists for the new lines, so this figure rests on 2024 alone. The Cook Political Report's PVI weights two elections, so its published figures can differ.",
    );
    expect(leanMethod("119th")).toBe(leanMethod(null));
    expect(leanMethod(null)).toBe(
      "Our own calculation from official results: the seat's share of the two-party presidential vote minus the nation's, in 2020 and in 2024, averaged with equal weight. The Cook Political Report's PVI weights the latest election more heavily, so its published figures can differ.",
    );
  });

  it("notes which lines the member's figures use", () => {
    expect(districtLinesNote({ state: "TX", districtCode: "TX-09", districtLines: "2026" })).toBe(
      "Texas drew new district lines for the 2026 elections. The lean, persuadability score and pledge goals use the new lines of TX-09, the district the data lists this member in, and the 2024 presidential result on them. The data does not say whether the member ran there: check the state's candidate list.",
    );
    expect(
      districtLinesNote({ state: "TX", districtCode: "TX-09", districtLines: "undetermined" }),
    ).toContain("this member's new district could not be determined from the data");
    expect(districtLinesNote({ state: "PA", districtCode: "PA-01", districtLines: "119th" })).toBeNull();
    expect(districtLinesNote({ state: "TX", districtCode: null, districtLines: null })).toBeNull();
  });
});

describe("the lean in Spanish", () => {
  it("labels the figure in Spanish, English unless told", () => {
    expect(leanLabel("en")).toBe("Partisan lean (PVI-style)");
    expect(leanLabel("es")).toBe("Tendencia partidista (estilo PVI)");
  });

  it("reads a lean in points, one point or even", () => {
    expect(leanMeaning("R+7", "state", null, "es")).toBe(
      "R+7: este estado votó unos 7 puntos más a favor de los republicanos que el país, según el promedio, con el mismo peso, de los resultados presidenciales de 2020 y 2024.",
    );
    expect(leanMeaning("D+1", "district", null, "es")).toBe(
      "D+1: este distrito votó alrededor de 1 punto más a favor de los demócratas que el país, según el promedio, con el mismo peso, de los resultados presidenciales de 2020 y 2024.",
    );
    expect(leanMeaning("EVEN", "district", "2026", "es")).toBe(
      "EVEN: este distrito votó más o menos igual que el país, según el resultado presidencial de 2024 en su trazado de 2026 (no existe un resultado de 2020 para ese trazado).",
    );
    expect(leanMeaning(null, "district", null, "es")).toContain(
      "No hay tendencia partidista disponible para este distrito",
    );
  });

  it("explains the method in Spanish, for the 2026 lines too", () => {
    expect(leanMethod(null, "es")).toContain("en 2020 y en 2024, promediadas con el mismo peso");
    expect(leanMethod("2026", "es")).toContain("esta cifra se basa solo en 2024");
    expect(leanMethod("119th", "es")).toBe(leanMethod(null, "es"));
  });

  it("notes the new lines with the state's Spanish name", () => {
    expect(districtLinesNote({ state: "NC", districtCode: "NC-01", districtLines: "2026" }, "es")).toBe(
      "Carolina del Norte trazó nuevos distritos para las elecciones de 2026. La tendencia partidista, la puntuación de persuadibilidad y las metas de compromisos usan el nuevo trazado de NC-01, el distrito en el que los datos ubican a este miembro del Congreso, y el resultado presidencial de 2024 en ese trazado. Los datos no indican si se postuló allí: consulte la lista de candidatos del estado.",
    );
    expect(
      districtLinesNote({ state: "TX", districtCode: "TX-09", districtLines: "undetermined" }, "es"),
    ).toContain("Texas trazó nuevos distritos");
    expect(
      districtLinesNote({ state: "PA", districtCode: "PA-01", districtLines: "119th" }, "es"),
    ).toBeNull();
  });
});
