// Reader of the Harmonized System CSV published by datasets/harmonized-system (columns: section,
// hscode, description, parent, level). Kept apart from the database code so it is tested alone.

export interface HsCsvRow {
  code: string;
  description: string;
  parent: string | null;
  level: number;
  section: string;
}

const REQUIRED_COLUMNS = ['section', 'hscode', 'description', 'parent', 'level'] as const;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0] === ''));
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
