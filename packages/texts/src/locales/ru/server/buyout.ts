// The buy-out feature's 409 answers (BuyoutConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  notDraft: 'Заказ уже оформлен: изменить его можно только через редактирование.',
  notAwaitingPayment: 'Этот заказ сейчас не ожидает оплаты.',
  notEditable: 'Этот заказ сейчас нельзя редактировать.',
  // Issue 14 "Unpaid orders": an unpaid order is changed in the checkout as a draft, not by the paid edit.
  unpaidEdit: 'Этот заказ ещё не оплачен: измените его в оформлении заказа и оплатите снова.',
  notCancelable: 'Этот заказ уже нельзя отменить.',
};
