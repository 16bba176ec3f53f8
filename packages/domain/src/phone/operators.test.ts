import { describe, expect, it } from 'vitest';
import { readDataFile } from '../test-data.js';
import { ALLOWED_OPERATOR_CODES, UA_MOBILE_OPERATORS } from './operators.js';

function csvOperators(): { code: string; carrier: string }[] {
  const [, ...rows] = readDataFile('ua_mobile_operator_codes.csv').trim().split('\n');
  return rows.map((row) => {
    const [code = '', , carrier = ''] = row.split(',');
    return { code, carrier };
  });
}

describe('"the operator code ... must be in an allowed list of Ukrainian codes"', () => {
  it('matches data/ua_mobile_operator_codes.csv code for code and carrier for carrier', () => {
    const fromCsv = csvOperators();
    expect(fromCsv).toHaveLength(19);
    expect(UA_MOBILE_OPERATORS.map((o) => ({ code: o.code, carrier: o.carrier }))).toEqual(fromCsv);
  });

  it('lists each code once, as three digits starting with 0', () => {
    expect(new Set(ALLOWED_OPERATOR_CODES).size).toBe(ALLOWED_OPERATOR_CODES.length);
    for (const code of ALLOWED_OPERATOR_CODES) expect(code).toMatch(/^0\d\d$/);
  });
});
