// The buy-out feature's 409 answers (BuyoutConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  notDraft: 'Замовлення вже оформлено: змінити його можна лише через редагування.',
  notAwaitingPayment: 'Це замовлення зараз не очікує оплати.',
  notEditable: 'Це замовлення зараз не можна редагувати.',
  // Issue 14 "Unpaid orders": an unpaid order is changed in the checkout as a draft, not by the paid edit.
  unpaidEdit: 'Це замовлення ще не оплачене: змініть його в оформленні замовлення й оплатіть знову.',
  notCancelable: 'Це замовлення вже не можна скасувати.',
};
