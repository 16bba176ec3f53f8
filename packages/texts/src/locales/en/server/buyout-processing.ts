// Buy-out processing's 409 answers (ProcessingConflictError). The customer reads some (answering
// a question), the operator console the others; every text is in all languages anyway, because the
// error handler answers in the request's language.
export default {
  notInProcessing: 'This order is not being bought now: it is unpaid, canceled or refunded.',
  lineRecorded:
    'This line is already recorded with another price or quantity. Only the shop order number and the track number can be changed.',
  noQuestion: 'There is no question about this product to answer.',
  noSurcharge: 'There is no surcharge to pay for this product.',
  refundWindowClosed: 'A refund is possible only within 14 days of payment.',
  nothingToRefund: 'Nothing can be refunded: there is no payment or it has already been given back.',
  notAllBought:
    'Not every product is bought or refunded yet: the parcel can be created once every line is settled and at least one was bought.',
  alreadyArrived: 'The parcel for this order already exists.',
};
