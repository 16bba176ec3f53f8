// The reference data (features/reference-data): unknown codes, the labels of invoice file types
// (SPEC §2 step 3) and of Poland's export documents (SPEC §9).
export default {
  unknownCountry: 'There is no country with the code "{{code}}".',
  unknownCurrency: 'The currency "{{code}}" is not supported.',
  invoiceFileTypes: {
    default: 'Invoice',
    default_by_user: 'Invoice added by you',
    bank_statement: 'Bank order',
    other: 'Other document',
  },
  documentKinds: {
    statement: 'Statement',
    powers: 'Authorisation',
    power_attorney: 'Power-of-attorney letter',
  },
};
