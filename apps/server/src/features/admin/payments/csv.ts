// A small RFC 4180 writer for the console's exports: fields separated by commas, records by CRLF, a
// field quoted (quotes doubled) when it holds a comma, a quote, a line break or edge spaces. The file
// starts with a UTF-8 byte-order mark so Excel opens Cyrillic text as UTF-8. Text that a spreadsheet
// would run as a formula (= + - @ at the start) is prefixed with an apostrophe (CSV injection).

export type CsvValue = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

/** One field: numbers and decimals as written, text guarded against formulas, quoted when needed. */
export function csvField(value: CsvValue, options: { text?: boolean } = {}): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (options.text && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumn<Row> = {
  header: string;
  value: (row: Row) => CsvValue;
  /** Free text (names, notes, e-mails): guarded against spreadsheet formulas. */
  text?: boolean;
};

/** The whole file: BOM, the header record, one record per row, each record ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = [
    columns.map((column) => csvField(column.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row), { text: c.text ?? false })).join(',')),
  ];
  return `\uFEFF${records.map((record) => `${record}\r\n`).join('')}`;
}
