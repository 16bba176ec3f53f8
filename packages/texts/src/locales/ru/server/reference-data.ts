// The reference data (features/reference-data): unknown codes, the labels of invoice file types
// (SPEC §2 step 3) and of Poland's export documents (SPEC §9).
export default {
  unknownCountry: 'Страна с кодом «{{code}}» не найдена.',
  unknownCurrency: 'Валюта с кодом «{{code}}» не поддерживается.',
  invoiceFileTypes: {
    default: 'Инвойс',
    default_by_user: 'Инвойс, добавленный вами',
    bank_statement: 'Платёжное поручение',
    other: 'Другой документ',
  },
  documentKinds: {
    statement: 'Заявление',
    powers: 'Полномочия',
    power_attorney: 'Письмо-доверенность',
  },
};
