const LINE_BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]+/g;
// C0/C1 controls, plus the bidirectional overrides that could make a name display as other text.
const INVISIBLE_CONTROLS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A stored value as one line of plain text: line breaks become spaces and control characters go,
 * so a value cannot add lines to a subject or fake a line of the letter. Empty comes back as null.
 */
export function singleLine(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value.replace(LINE_BREAKS, " ").replace(INVISIBLE_CONTROLS, "").replace(/\s+/g, " ").trim();
  return cleaned === "" ? null : cleaned;
}

/** Shortens to at most `max` characters, marking the cut with an ellipsis. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  if (last === 1) return `${n}st`;
  if (last === 2) return `${n}nd`;
  if (last === 3) return `${n}rd`;
  return `${n}th`;
}

/** "Pennsylvania's", "Texas'" (AP style for names ending in s). */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** "a Republican", "an independent". */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
