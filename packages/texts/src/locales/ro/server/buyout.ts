// The buy-out feature's 409 answers (BuyoutConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  notDraft: 'Comanda este deja plasată: poate fi modificată doar prin editare.',
  notAwaitingPayment: 'Această comandă nu așteaptă plata.',
  notEditable: 'Această comandă nu poate fi editată acum.',
  // Issue 14 "Unpaid orders": an unpaid order is changed in the checkout as a draft, not by the paid edit.
  unpaidEdit: 'Această comandă nu este încă plătită: modificați-o în pagina de comandă și plătiți din nou.',
  notCancelable: 'Această comandă nu mai poate fi anulată.',
};
