// The buy-out feature's 409 answers (BuyoutConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  notDraft: 'The order is already placed: it can only be changed through editing.',
  notAwaitingPayment: 'This order is not awaiting payment.',
  notEditable: 'This order cannot be edited now.',
  // Issue 14 "Unpaid orders": an unpaid order is changed in the checkout as a draft, not by the paid edit.
  unpaidEdit: 'This order is not paid yet: change it in the checkout and pay again.',
  notCancelable: 'This order can no longer be canceled.',
};
