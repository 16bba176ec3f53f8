import { describe, expect, it } from 'vitest';
import { ALLOWED_OPERATOR_CODES, UA_MOBILE_OPERATORS } from './operators.js';

// Tests may read the shared reference data (never copied into the repo). The domain package has no
// Node typings on purpose (its code must stay I/O-free), so fs is loaded by name with a local type.
const fsModule = 'node:fs';
const { readFileSync } = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string };

const CSV_URL = new URL('../../../../../shared/data/ua_mobile_operator_codes.csv', import.meta.url);

function csvOperators(): { code: string; carrier: string }[] {
  const [, ...rows] = readFileSync(CSV_URL, 'utf8').trim().split('\n');
  return rows.map((row) => {
    const [code = '', , carrier = ''] = row.split(',');
    return { code, carrier };
  });
}

describe('"the operator code ... must be in an allowed list of Ukrainian codes"', () => {
  it('matches shared/data/ua_mobile_operator_codes.csv code for code and carrier for carrier', () => {
    const fromCsv = csvOperators();
    expect(fromCsv).toHaveLength(19);
    expect(UA_MOBILE_OPERATORS.map((o) => ({ code: o.code, carrier: o.carrier }))).toEqual(fromCsv);
  });

  it('lists each code once, as three digits starting with 0', () => {
    expect(new Set(ALLOWED_OPERATOR_CODES).size).toBe(ALLOWED_OPERATOR_CODES.length);
    for (const code of ALLOWED_OPERATOR_CODES) expect(code).toMatch(/^0\d\d$/);
  });
});
