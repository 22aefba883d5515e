import { readFileSync } from "node:fs";

export type CsvRow = Record<string, string>;

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows keyed by the header. */
export function parseCsv(text: string): CsvRow[] {
  const records = splitRecords(text);
  const header = records.shift();
  if (!header) return [];
  return records
    .filter((fields) => !(fields.length === 1 && fields[0] === ""))
    .map((fields, index) => {
      if (fields.length !== header.length) {
        throw new Error(
          `CSV record ${index + 2} has ${fields.length} fields, the header has ${header.length}`,
        );
      }
      return Object.fromEntries(header.map((name, i) => [name, fields[i] ?? ""]));
    });
}

function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      records.push(fields);
      fields = [];
      field = "";
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    records.push(fields);
  }
  return records;
}

export function readCsv(path: string): CsvRow[] {
  return parseCsv(readFileSync(path, "utf8"));
}

/** The named column of a row; a missing column is a schema change in the source, so it throws. */
export function column(row: CsvRow, name: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`CSV column "${name}" is missing`);
  return value.trim();
}

/** A numeric column, or null when the cell is empty. */
export function numberColumn(row: CsvRow, name: string): number | null {
  const value = column(row, name);
  if (value === "") return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`CSV column "${name}" holds "${value}", not a number`);
  return parsed;
}
