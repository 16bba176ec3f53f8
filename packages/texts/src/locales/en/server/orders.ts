// The orders feature's 409 answers (OrderConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  blocked: 'The parcel is on hold and cannot be changed now. Continue its delivery on the parcel page.',
  completed: 'The parcel is already registered: save changes through editing.',
  notCompleted: 'The parcel is not registered yet: save the draft or complete it.',
  notEditable: 'The parcel is already at the warehouse or on its way: its declaration cannot be changed.',
  passwordClosed:
    'The password code is added before the parcel reaches the warehouse: it is no longer needed.',
  trackNumberFixed: 'The track number cannot be changed: the warehouse already has the parcel.',
  notOnShelf: 'Only a parcel waiting at the warehouse can be sent early.',
  notBlocked: 'The parcel is not on hold.',
};
