// What the operator console API answers (AdminError). The console itself is uk + en, but the API
// answers in the request's language like every other route, so all languages are written.
export default {
  noParcelForTrack:
    'No declared parcel has the track number {{trackNo}}. Enter the customer code from the label to receive it as unregistered.',
  unknownCustomerCode: 'No customer has the code {{code}}',
  alreadyReceived: 'Parcel {{number}} with this track number has already been received (status: {{state}})',
  stateChanged: 'The parcel status has just changed. Reload the page and check again.',
  invalidData: 'The data given for this action is not valid',
  unknownWarehouse: 'This is not a warehouse of {{country}}',
  warehouseNotChangeable: 'The warehouse can be changed only while the parcel is at the warehouse',
  parcelNotFound: 'Parcel not found',
  ownRole: 'You cannot change your own role: ask another admin',
};
