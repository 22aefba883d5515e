import { formatNumber } from "#shared/format";
import type { Legislator, PledgeThresholds } from "#shared/legislator";
import type { AllDayEvent } from "#shared/rules/ics";
import { stateName } from "#shared/states";

export const NOT_AVAILABLE = "Not available";

export function genderLabel(gender: Legislator["gender"]): string {
  if (gender === "F") return "Female";
  if (gender === "M") return "Male";
  return NOT_AVAILABLE;
}

/** "Class 3 (next election in 2028)"; null for House members. */
export function senateClassLabel(
  legislator: Pick<Legislator, "type" | "senateClass" | "nextPrimaryYear">,
): string | null {
  if (legislator.type !== "sen" || !legislator.senateClass) return null;
  const next = legislator.nextPrimaryYear ? ` (next election in ${legislator.nextPrimaryYear})` : "";
  return `Class ${legislator.senateClass}${next}`;
}

/** "Republican", or "Independent (caucuses with the Democrats)". */
export function partyLabel(legislator: Pick<Legislator, "party" | "caucus">): string {
  if (!legislator.caucus || legislator.caucus === legislator.party) return legislator.party;
  return `${legislator.party} (caucuses with the ${legislator.caucus}s)`;
}

/** "Top-two (nonpartisan)" from "top-two (nonpartisan)": the stored wording, capitalised. */
export function primaryTypeLabel(primaryType: string | null | undefined): string {
  const text = primaryType?.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : NOT_AVAILABLE;
}

/** A population or income figure when the data has one; the spec's 'Not available' otherwise. */
export function optionalFigure(value: number | null, prefix = ""): string {
  return value === null ? NOT_AVAILABLE : `${prefix}${formatNumber(value)}`;
}

export interface TemplateSegment {
  text: string;
  /** A bracket placeholder the voter still has to fill in ("[Your Name]"). */
  placeholder: boolean;
}

/**
 * The spots a template leaves for the voter: bracketed text such as "[Your Name]" or "[Office
 * Address]" (the server's TEMPLATE_PLACEHOLDERS all have this form). Matched by shape rather than
 * by importing the list, whose module would bring the whole schema library into this page.
 */
const PLACEHOLDER_PATTERN = /(\[[A-Z][A-Za-z ]{0,40}\])/g;

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

/**
 * A self-contained page with the letter, set for printing: paragraphs from blank lines, line
 * breaks kept, no script. Opened from a blob, it is the "printable letter view".
 */
export function printableLetterHtml(letter: string, title: string): string {
  const paragraphs = letter
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
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
<p class="hint">Print this page (Ctrl+P or ⌘P), sign it and mail it. Replace anything in [brackets] first.</p>
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
): AllDayEvent & { uid: string; url: string; filename: string } {
  const state = stateName(legislator.state);
  return {
    title: `${state} primary election`,
    date,
    details: `I pledged to vote for ${legislator.fullName} in this primary if they act to impeach or convict a president who defies the Supreme Court. Check your registration and polling place beforehand. ${pageUrl}`,
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

const STEP_LABELS: ReadonlyArray<[keyof PledgeThresholds, string]> = [
  ["minimal", "Minimal"],
  ["modest", "Modest"],
  ["medium", "Medium"],
  ["strong", "Strong"],
  ["safe", "Safe"],
];

/** The meter's five steps in order, each placed on the scale and marked when reached. */
export function impactSteps(thresholds: PledgeThresholds, pledgeCount: number): ImpactStep[] {
  return STEP_LABELS.map(([level, label]) => ({
    level,
    label,
    pledges: thresholds[level],
    percent: thresholds.safe > 0 ? Math.min(100, (thresholds[level] / thresholds.safe) * 100) : 100,
    reached: pledgeCount >= thresholds[level],
  }));
}
