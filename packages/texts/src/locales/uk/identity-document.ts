// The identity document's field words, shared by forwarding's documents step and the buy-out
// documents page (features/order-core/passport); each flow keeps its own headings and buttons.
export default {
  fields: {
    serialNumber: 'Серія та номер паспорта',
    serialNumberHint: 'Дві літери та 6 цифр, наприклад АА123456',
    identityCardNumber: 'Номер ID-картки',
    identityCardNumberHint: '9 цифр',
    date: 'Дата видачі (ДД.ММ.РРРР)',
    issuedBy: 'Ким виданий',
    issuedByCardHint: 'Код органу, що видав картку, наприклад 8000',
    lastName: 'Прізвище',
    firstName: "Ім'я",
    middleName: 'По батькові',
    birthDate: 'Дата народження (ДД.ММ.РРРР)',
    registration: 'Адреса реєстрації',
    taxNumber: 'РНОКПП (ідентифікаційний код)',
  },
};
