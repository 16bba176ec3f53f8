// The lifecycle routes' 409 answers and the cancel notice. Refusals of a move are the domain's
// (`lifecycle-refusals`).
export default {
  stateChanged: 'The parcel’s status has just changed. Refresh the page and try again.',
  consolidationClosed: 'This consolidation can no longer be changed: it was canceled or dispatched.',
  consolidationCanceled: 'Consolidation canceled: the parcels are back at the warehouse.',
};
