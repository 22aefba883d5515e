import type { DistrictLines } from "#shared/district-lines";
import { stateNameIn } from "#shared/i18n/states";
import type { Language } from "#shared/language";
import { parseLean } from "#shared/partisan-lean";

type Seat = "state" | "district";

interface LeanWords {
  label: string;
  method: string;
  method2026Lines: string;
  /** The method in a few words, closing leanMeaning's sentence. */
  methodInBrief: string;
  newLinesMethodInBrief: string;
  seat: Record<Seat, string>;
  none(seat: string): string;
  even(seat: string, method: string): string;
  lean(
    figure: string,
    seat: string,
    points: number,
    party: "Democratic" | "Republican",
    method: string,
  ): string;
  newLines(state: string, district: string | null): string;
  undeterminedLines(state: string): string;
}

const WORDS: Record<Language, LeanWords> = {
  en: {
    label: "Partisan lean (PVI-style)",
    method:
      "Our own calculation from official results: the seat's share of the two-party presidential vote minus the nation's, in 2020 and in 2024, averaged with equal weight. The Cook Political Report's PVI weights the latest election more heavily, so its published figures can differ.",
    method2026Lines:
      "Our own calculation from official results: the district's share of the two-party presidential vote in 2024 minus the nation's, on the district lines used for the 2026 elections. No 2020 result exists for the new lines, so this figure rests on 2024 alone. The Cook Political Report's PVI weights two elections, so its published figures can differ.",
    methodInBrief: "averaging the 2020 and 2024 presidential results equally",
    // The file of the 2026 lines has no 2020 result: the lean there rests on 2024 alone.
    newLinesMethodInBrief:
      "in the 2024 presidential result on its 2026 lines (no 2020 result exists for them)",
    seat: { state: "state", district: "district" },
    none: (seat) =>
      `No partisan lean is available for this ${seat}: it has no presidential results to compare with the nation's.`,
    even: (seat, method) => `EVEN: this ${seat} voted about the way the nation did, ${method}.`,
    lean: (figure, seat, points, party, method) =>
      `${figure}: this ${seat} voted about ${points} ${points === 1 ? "point" : "points"} more ${party} than the nation, ${method}.`,
    newLines: (state, district) =>
      `${state} drew new district lines for the 2026 elections. The lean, persuadability score and pledge goals use the new lines of ${district}, the district the data lists this member in, and the 2024 presidential result on them. The data does not say whether the member ran there: check the state's candidate list.`,
    undeterminedLines: (state) =>
      `${state} drew new district lines for the 2026 elections, and this member's new district could not be determined from the data. The lean, persuadability score and pledge goals use the lines the member was elected on.`,
  },
  es: {
    label: "Tendencia partidista (estilo PVI)",
    method:
      "Cálculo propio a partir de resultados oficiales: la proporción del voto presidencial de los dos partidos en el distrito o estado, menos la del país, en 2020 y en 2024, promediadas con el mismo peso. El PVI del Cook Political Report da más peso a la elección más reciente, por lo que sus cifras publicadas pueden ser distintas.",
    method2026Lines:
      "Cálculo propio a partir de resultados oficiales: la proporción del voto presidencial de los dos partidos en el distrito en 2024, menos la del país, según el trazado de distritos que se usa en las elecciones de 2026. No existe un resultado de 2020 para el nuevo trazado, así que esta cifra se basa solo en 2024. El PVI del Cook Political Report combina dos elecciones, por lo que sus cifras publicadas pueden ser distintas.",
    methodInBrief: "según el promedio, con el mismo peso, de los resultados presidenciales de 2020 y 2024",
    newLinesMethodInBrief:
      "según el resultado presidencial de 2024 en su trazado de 2026 (no existe un resultado de 2020 para ese trazado)",
    seat: { state: "estado", district: "distrito" },
    none: (seat) =>
      `No hay tendencia partidista disponible para este ${seat}: no tiene resultados presidenciales que comparar con los del país.`,
    even: (seat, method) => `EVEN: este ${seat} votó más o menos igual que el país, ${method}.`,
    lean: (figure, seat, points, party, method) =>
      `${figure}: este ${seat} votó ${points === 1 ? "alrededor de 1 punto" : `unos ${points} puntos`} más a favor de los ${party === "Democratic" ? "demócratas" : "republicanos"} que el país, ${method}.`,
    newLines: (state, district) =>
      `${state} trazó nuevos distritos para las elecciones de 2026. La tendencia partidista, la puntuación de persuadibilidad y las metas de compromisos usan el nuevo trazado de ${district}, el distrito en el que los datos ubican a este miembro del Congreso, y el resultado presidencial de 2024 en ese trazado. Los datos no indican si se postuló allí: consulte la lista de candidatos del estado.`,
    undeterminedLines: (state) =>
      `${state} trazó nuevos distritos para las elecciones de 2026, y los datos no permiten determinar el nuevo distrito de este miembro del Congreso. La tendencia partidista, la puntuación de persuadibilidad y las metas de compromisos usan el trazado con el que fue elegido.`,
  },
};

/**
 * What the figure is called wherever a visitor reads it, in a language (English unless told):
 * like a PVI, but not Cook's method.
 */
export function leanLabel(language: Language = "en"): string {
  return WORDS[language].label;
}

/**
 * How a member's lean is computed, in words a voter can follow (docs/persuadability.md): for a
 * district of a state that drew new lines for 2026, where 2020 results do not exist, the new
 * lines' method.
 */
export function leanMethod(lines: DistrictLines | null, language: Language = "en"): string {
  const words = WORDS[language];
  return lines === "2026" ? words.method2026Lines : words.method;
}

/**
 * What a PVI-style lean says about a seat: "R+7" reads as about 7 points more Republican than the
 * nation. Explains the absence when there is no lean (delegates: their residents do not vote for president).
 */
export function leanMeaning(
  cookPvi: string | null | undefined,
  seat: Seat,
  lines: DistrictLines | null = null,
  language: Language = "en",
): string {
  const words = WORDS[language];
  const seatName = words.seat[seat];
  const method = lines === "2026" ? words.newLinesMethodInBrief : words.methodInBrief;
  const points = cookPvi ? parseLean(cookPvi) : null;
  if (points === null) return words.none(seatName);
  if (points === 0) return words.even(seatName, method);
  return words.lean(cookPvi!, seatName, Math.abs(points), points > 0 ? "Democratic" : "Republican", method);
}

/**
 * What a House member's figures rest on when their state drew new lines for 2026
 * (docs/persuadability.md, "District lines for 2026"); null when the lines did not change.
 */
export function districtLinesNote(
  member: {
    state: string;
    districtCode: string | null;
    districtLines: DistrictLines | null;
  },
  language: Language = "en",
): string | null {
  const words = WORDS[language];
  const state = stateNameIn(member.state, language);
  if (member.districtLines === "2026") return words.newLines(state, member.districtCode);
  if (member.districtLines === "undetermined") return words.undeterminedLines(state);
  return null;
}
