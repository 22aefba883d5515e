import { formatNumber } from "#shared/format";
import { spanishPrimaryType } from "#shared/i18n/primary-types";
import { stateNameIn } from "#shared/i18n/states";
import { type Language, LOCALES } from "#shared/language";
import type { Legislator, PledgeThresholds } from "#shared/legislator";
import { partyName } from "#shared/party-names";
import type { AllDayEvent } from "#shared/rules/ics";

// The sentences the profile writes about a member, in the page's language (English unless told).

export const NOT_AVAILABLE = "Not available";

/** The spec's 'Not available' in a language. */
export function notAvailable(language: Language = "en"): string {
  return language === "es" ? "No disponible" : NOT_AVAILABLE;
}

export function genderLabel(gender: Legislator["gender"], language: Language = "en"): string {
  if (gender === "F") return language === "es" ? "Femenino" : "Female";
  if (gender === "M") return language === "es" ? "Masculino" : "Male";
  return notAvailable(language);
}

/** "Class 3 (next election in 2028)"; null for House members. */
export function senateClassLabel(
  legislator: Pick<Legislator, "type" | "senateClass" | "nextPrimaryYear">,
  language: Language = "en",
): string | null {
  if (legislator.type !== "sen" || !legislator.senateClass) return null;
  const year = legislator.nextPrimaryYear;
  if (language === "es") {
    return `Clase ${legislator.senateClass}${year ? ` (próxima elección en ${year})` : ""}`;
  }
  return `Class ${legislator.senateClass}${year ? ` (next election in ${year})` : ""}`;
}

/** The caucus an independent sits in, as Spanish names it ("la bancada demócrata"). */
const SPANISH_CAUCUSES: Readonly<Record<string, string>> = {
  Democrat: "en la bancada demócrata",
  Democratic: "en la bancada demócrata",
  Republican: "en la bancada republicana",
};

/**
 * "Republican", or "Independent (caucuses with the Democrats)"; in Spanish the party agrees with
 * the member ("Republicana", "Independiente (en la bancada demócrata)").
 */
export function partyLabel(
  legislator: Pick<Legislator, "party" | "caucus"> & { gender?: Legislator["gender"] },
  language: Language = "en",
): string {
  const party = partyName(legislator.party, language, legislator.gender);
  if (!legislator.caucus || legislator.caucus === legislator.party) return party;
  if (language === "es") {
    const caucus = SPANISH_CAUCUSES[legislator.caucus] ?? `en la bancada: ${legislator.caucus}`;
    return `${party} (${caucus})`;
  }
  return `${legislator.party} (caucuses with the ${legislator.caucus}s)`;
}

/** "Top-two (nonpartisan)" from "top-two (nonpartisan)": the stored wording, capitalised. */
export function primaryTypeLabel(primaryType: string | null | undefined, language: Language = "en"): string {
  const text = primaryType?.trim();
  if (!text) return notAvailable(language);
  const spanish = language === "es" ? spanishPrimaryType(text) : null;
  return spanish ?? text.charAt(0).toUpperCase() + text.slice(1);
}

/** A population or income figure when the data has one; the spec's 'Not available' otherwise. */
export function optionalFigure(value: number | null, prefix = "", language: Language = "en"): string {
  if (value === null) return notAvailable(language);
  const figure = language === "en" ? formatNumber(value) : value.toLocaleString(LOCALES[language]);
  return `${prefix}${figure}`;
}

export interface TemplateSegment {
  text: string;
  /** A bracket placeholder the voter still has to fill in ("[Your Name]"). */
  placeholder: boolean;
}

/**
 * The spots a template leaves for the voter: bracketed text such as "[Your Name]" or "[Office
 * Address]" (the server's TEMPLATE_PLACEHOLDERS all have this form), in any language's letters
 * (a Spanish template's placeholders may carry accents). Matched by shape rather than by
 * importing the list, whose module would bring the whole schema library into this page.
 */
const PLACEHOLDER_PATTERN = /(\[\p{Lu}[\p{L} ]{0,40}\])/gu;

/** A template cut into plain text and the placeholders to highlight. */
export function templateSegments(text: string): TemplateSegment[] {
  // With a capturing group, split puts the placeholders at the odd indexes.
  return text
    .split(PLACEHOLDER_PATTERN)
    .map((part, index) => ({ text: part, placeholder: index % 2 === 1 }))
    .filter((segment) => segment.text !== "");
}

/** Whether a template still has placeholders (nobody signed in, or a profile field is empty). */
export function hasPlaceholders(text: string): boolean {
  return templateSegments(text).some((segment) => segment.placeholder);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const PRINT_HINTS: Record<Language, string> = {
  en: "Print this page (Ctrl+P or ⌘P), sign it and mail it. Replace anything in [brackets] first.",
  es: "Imprima esta página (Ctrl+P o ⌘P), fírmela y envíela por correo. Antes, reemplace todo lo que esté entre [corchetes].",
};

/**
 * A self-contained page with the letter, set for printing: paragraphs from blank lines, line
 * breaks kept, no script. Opened from a blob, it is the "printable letter view".
 */
export function printableLetterHtml(letter: string, title: string, language: Language = "en"): string {
  const paragraphs = letter
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 12pt/1.5 Georgia, "Times New Roman", serif; color: #111; max-width: 40rem; margin: 2.5rem auto; padding: 0 1.5rem; }
  p { margin: 0 0 1em; }
  .hint { font: 10pt/1.4 system-ui, sans-serif; color: #444; border-bottom: 1px solid #ccc; padding-bottom: 1em; margin-bottom: 2em; }
  @media print { .hint { display: none; } body { margin: 0 auto; } }
</style>
</head>
<body>
<p class="hint">${escapeHtml(PRINT_HINTS[language])}</p>
${paragraphs}
</body>
</html>
`;
}

/** The calendar entry for a primary the voter pledged to vote in (all day, one day long). */
export function primaryCalendarEvent(
  legislator: Pick<Legislator, "fullName" | "state" | "slug">,
  date: string,
  pageUrl: string,
  language: Language = "en",
): AllDayEvent & { uid: string; url: string; filename: string } {
  const state = stateNameIn(legislator.state, language);
  const words =
    language === "es"
      ? {
          title: `Elección primaria de ${state}`,
          details: `Me comprometí a votar por ${legislator.fullName} en esta primaria si actúa para someter a juicio político o condenar a un presidente que desafíe a la Corte Suprema. Verifique antes su inscripción y su lugar de votación. ${pageUrl}`,
        }
      : {
          title: `${state} primary election`,
          details: `I pledged to vote for ${legislator.fullName} in this primary if they act to impeach or convict a president who defies the Supreme Court. Check your registration and polling place beforehand. ${pageUrl}`,
        };
  return {
    ...words,
    date,
    location: state,
    uid: `primary-${legislator.state.toLowerCase()}-${date}-${legislator.slug}@pledge-watch`,
    url: pageUrl,
    filename: `${legislator.state.toLowerCase()}-primary-${date}.ics`,
  };
}

export interface ImpactStep {
  level: keyof PledgeThresholds;
  label: string;
  pledges: number;
  /** Where the step sits on the meter, 0 to 100 (pledges over the safe threshold). */
  percent: number;
  reached: boolean;
}

const STEP_LEVELS: ReadonlyArray<keyof PledgeThresholds> = ["minimal", "modest", "medium", "strong", "safe"];

const STEP_LABELS: Record<Language, Record<keyof PledgeThresholds, string>> = {
  en: { minimal: "Minimal", modest: "Modest", medium: "Medium", strong: "Strong", safe: "Safe" },
  es: { minimal: "Mínimo", modest: "Modesto", medium: "Medio", strong: "Fuerte", safe: "Seguro" },
};

/** The meter's five steps in order, each placed on the scale and marked when reached. */
export function impactSteps(
  thresholds: PledgeThresholds,
  pledgeCount: number,
  language: Language = "en",
): ImpactStep[] {
  return STEP_LEVELS.map((level) => ({
    level,
    label: STEP_LABELS[language][level],
    pledges: thresholds[level],
    percent: thresholds.safe > 0 ? Math.min(100, (thresholds[level] / thresholds.safe) * 100) : 100,
    reached: pledgeCount >= thresholds[level],
  }));
}
