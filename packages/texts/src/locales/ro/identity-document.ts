// The identity document's field words, shared by forwarding's documents step and the buy-out
// documents page (features/order-core/passport); each flow keeps its own headings and buttons.
export default {
  fields: {
    serialNumber: 'Seria și numărul pașaportului',
    serialNumberHint: 'Două litere și 6 cifre, de ex. AA123456',
    identityCardNumber: 'Numărul cărții de identitate',
    identityCardNumberHint: '9 cifre',
    date: 'Data eliberării (ZZ.LL.AAAA)',
    issuedBy: 'Eliberat de',
    issuedByCardHint: 'Codul autorității emitente, de ex. 8000',
    lastName: 'Nume',
    firstName: 'Prenume',
    middleName: 'Patronimic',
    birthDate: 'Data nașterii (ZZ.LL.AAAA)',
    registration: 'Adresa de domiciliu',
    taxNumber: 'Cod fiscal (RNOKPP)',
  },
};
