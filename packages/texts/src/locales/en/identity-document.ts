// The identity document's field words, shared by forwarding's documents step and the buy-out
// documents page (features/order-core/passport); each flow keeps its own headings and buttons.
export default {
  fields: {
    serialNumber: 'Passport series and number',
    serialNumberHint: 'Two letters and 6 digits, e.g. AA123456',
    identityCardNumber: 'ID-card number',
    identityCardNumberHint: '9 digits',
    date: 'Date of issue (DD.MM.YYYY)',
    issuedBy: 'Issued by',
    issuedByCardHint: 'Code of the issuing authority, e.g. 8000',
    lastName: 'Last name',
    firstName: 'First name',
    middleName: 'Patronymic',
    birthDate: 'Date of birth (DD.MM.YYYY)',
    registration: 'Registered address',
    taxNumber: 'Tax number (RNOKPP)',
  },
};
