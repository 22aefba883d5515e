export interface KeyFact {
  /** The statement without its source. */
  text: string;
  /** The source named in the fact's closing parentheses, or null when it names none. */
  source: string | null;
}

const TRAILING_SOURCE = /^(.*\S)\s*\(([^()]+)\)\s*$/s;

/**
 * Splits "Seat lean R+7 (2020 and 2024 presidential results, MIT Election Data + Science Lab)" into
 * the statement and its source, so a page can set the source apart. Every key fact ends with its
 * source in parentheses (docs/persuadability.md); a fact without one is kept whole.
 */
export function splitKeyFact(fact: string): KeyFact {
  const match = TRAILING_SOURCE.exec(fact.trim());
  if (!match) return { text: fact.trim(), source: null };
  return { text: match[1]!, source: match[2]!.trim() };
}
