// Reader of the Harmonized System CSV published by datasets/harmonized-system (columns: section,
// hscode, description, parent, level). Kept apart from the database code so it is tested alone.
import { CsvError, parse } from 'csv-parse/sync';

export interface HsCsvRow {
  code: string;
  description: string;
  parent: string | null;
  level: number;
  section: string;
}

const REQUIRED_COLUMNS = ['section', 'hscode', 'description', 'parent', 'level'] as const;

/**
 * RFC 4180 records, read by csv-parse: quoted fields may hold commas, doubled quotes and line breaks;
 * a byte-order mark is dropped, LF, CRLF and CR all end a record, blank lines are skipped and records
 * may have fewer or more fields than the header (a missing one reads as empty).
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new Error(`CSV ends inside a quoted field (${error.message})`, { cause: error });
    }
    throw error;
  }
}

/**
 * Chapters (2 digits), headings (4) and subheadings (6) of the file. The `TOTAL` pseudo-row (level 5)
 * is not a code and is left out; chapters name `TOTAL` as parent, which becomes null.
 */
export function parseHsCsv(text: string): HsCsvRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error('The HS file is empty');
  const index = Object.fromEntries(header.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED_COLUMNS.filter((name) => index[name] === undefined);
  if (missing.length > 0) throw new Error(`The HS file lacks the columns: ${missing.join(', ')}`);
  const at = (record: string[], name: (typeof REQUIRED_COLUMNS)[number]) =>
    (record[index[name]!] ?? '').trim();

  const rows: HsCsvRow[] = [];
  records.forEach((record, i) => {
    const code = at(record, 'hscode');
    if (code === 'TOTAL') return;
    const level = Number(at(record, 'level'));
    if (!/^\d{2}(\d{2}){0,2}$/.test(code) || code.length !== level) {
      throw new Error(`Line ${i + 2}: "${code}" is not an HS code of level ${at(record, 'level')}`);
    }
    const parent = at(record, 'parent');
    rows.push({
      code,
      description: at(record, 'description'),
      parent: parent === 'TOTAL' || parent === '' ? null : parent,
      level,
      section: at(record, 'section'),
    });
  });
  return rows;
}
