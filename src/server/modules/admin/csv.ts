export type CsvCell = string | number | null;

/** A cell a spreadsheet would run as a formula (OWASP CSV injection): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180: CRLF between records, a field with a comma, quote or line break quoted and its quotes
 * doubled. The byte-order mark makes spreadsheet programs read the file as UTF-8 (names like Raúl).
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}
