/**
 * The primary types the compiled data uses (data/snapshot/primary-rules.json, lower case as
 * stored), in Spanish. The English display is the stored wording itself.
 */
const SPANISH_PRIMARY_TYPES: ReadonlyMap<string, string> = new Map([
  ["open", "Abierta"],
  ["closed", "Cerrada"],
  ["semi-closed", "Semicerrada"],
  ["partially open", "Parcialmente abierta"],
  ["partially closed (parties decide)", "Parcialmente cerrada (deciden los partidos)"],
  ["open to unaffiliated", "Abierta a votantes sin afiliación"],
  ["open to unaffiliated (initiative 83)", "Abierta a votantes sin afiliación (Iniciativa 83)"],
  ["closed party primary (new in 2026)", "Cerrada por partido (nueva en 2026)"],
  ["top-two (nonpartisan)", "De los dos más votados (no partidista)"],
  ["top-four (nonpartisan)", "De los cuatro más votados (no partidista)"],
]);

/**
 * A primary type of the data in Spanish, however it is cased or spaced ("Top-two (nonpartisan)"
 * → "De los dos más votados (no partidista)"); null for a type written otherwise, which the
 * caller shows as stored.
 */
export function spanishPrimaryType(stored: string): string | null {
  return SPANISH_PRIMARY_TYPES.get(stored.trim().toLowerCase()) ?? null;
}
