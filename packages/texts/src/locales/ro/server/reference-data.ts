// The reference data (features/reference-data): unknown codes, the labels of invoice file types
// (SPEC §2 step 3) and of Poland's export documents (SPEC §9).
export default {
  unknownCountry: 'Nu există nicio țară cu codul „{{code}}”.',
  unknownCurrency: 'Moneda „{{code}}” nu este acceptată.',
  invoiceFileTypes: {
    default: 'Factură',
    default_by_user: 'Factură adăugată de dvs.',
    bank_statement: 'Ordin de plată',
    other: 'Alt document',
  },
  documentKinds: {
    statement: 'Declarație',
    powers: 'Împuternicire',
    power_attorney: 'Scrisoare de împuternicire',
  },
};
