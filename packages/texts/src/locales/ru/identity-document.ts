// The identity document's field words, shared by forwarding's documents step and the buy-out
// documents page (features/order-core/passport); each flow keeps its own headings and buttons.
export default {
  fields: {
    serialNumber: 'Серия и номер паспорта',
    serialNumberHint: 'Две буквы и 6 цифр, например АА123456',
    identityCardNumber: 'Номер ID-карты',
    identityCardNumberHint: '9 цифр',
    date: 'Дата выдачи (ДД.ММ.ГГГГ)',
    issuedBy: 'Кем выдан',
    issuedByCardHint: 'Код органа, выдавшего карту, например 8000',
    lastName: 'Фамилия',
    firstName: 'Имя',
    middleName: 'Отчество',
    birthDate: 'Дата рождения (ДД.ММ.ГГГГ)',
    registration: 'Адрес регистрации',
    taxNumber: 'РНОКПП (идентификационный код)',
  },
};
