/**
 * Ukrainian mobile operator codes (the "0XX" after +38) accepted for customer phones (SPEC §5).
 * Source: libphonenumber carrier data for +380 (ITU numbering plan), kept in
 * data/ua_mobile_operator_codes.csv; operators.test.ts checks that this list matches it.
 * SPEC §5 speaks of 20 codes; the carrier data names 19 and we do not invent the 20th.
 */
export const UA_MOBILE_OPERATORS = [
  { code: '039', carrier: 'Kyivstar' },
  { code: '050', carrier: 'Vodafone' },
  { code: '063', carrier: 'lifecell' },
  { code: '066', carrier: 'Vodafone' },
  { code: '067', carrier: 'Kyivstar' },
  { code: '068', carrier: 'Kyivstar' },
  { code: '073', carrier: 'lifecell' },
  { code: '075', carrier: 'Vodafone' },
  { code: '077', carrier: 'Kyivstar' },
  { code: '079', carrier: 'J&Y' },
  { code: '091', carrier: 'TriMob' },
  { code: '092', carrier: 'PEOPLEnet' },
  { code: '093', carrier: 'lifecell' },
  { code: '094', carrier: 'Intertelecom' },
  { code: '095', carrier: 'Vodafone' },
  { code: '096', carrier: 'Kyivstar' },
  { code: '097', carrier: 'Kyivstar' },
  { code: '098', carrier: 'Kyivstar' },
  { code: '099', carrier: 'Vodafone' },
] as const;

export type OperatorCode = (typeof UA_MOBILE_OPERATORS)[number]['code'];

export const ALLOWED_OPERATOR_CODES: readonly OperatorCode[] = UA_MOBILE_OPERATORS.map((o) => o.code);
