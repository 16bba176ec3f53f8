// The reference data (features/reference-data): unknown codes, the labels of invoice file types
// (SPEC §2 step 3) and of Poland's export documents (SPEC §9).
export default {
  unknownCountry: 'Країну з кодом «{{code}}» не знайдено.',
  unknownCurrency: 'Валюту з кодом «{{code}}» не підтримано.',
  invoiceFileTypes: {
    default: 'Інвойс',
    default_by_user: 'Інвойс, доданий вами',
    bank_statement: 'Платіжне доручення',
    other: 'Інший документ',
  },
  documentKinds: {
    statement: 'Заява',
    powers: 'Уповноваження',
    power_attorney: 'Лист-довіреність',
  },
};
