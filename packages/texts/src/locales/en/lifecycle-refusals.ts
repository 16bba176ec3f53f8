// The domain's words for parcel moves: why a move is refused (the 409 errorDescription, by
// TransitionRefusal code, read by transitionRefusalMessage) and the consolidation notices (SPEC §8
// "Consolidation: success ... error ... warning when the sum exceeds the customs limit").
export default {
  moves: {
    not_allowed_from_state: 'This action is not possible for the parcel in its current status',
    actor_not_allowed: 'You are not allowed to do this with the parcel',
    pause_used: 'A parcel can be paused only once',
    waybill_required: 'Enter the Nova Poshta waybill number: 14 digits starting with 20 or 59',
    country_not_accepting: 'Parcels from China are not accepted from 2 to 17 February',
    departure_blocked: 'The parcel cannot leave until the reasons it is held for are put right',
  },
  consolidation: {
    success: 'Orders has been consolidated',
    error: 'Oops, something went wrong',
    overLimit:
      'The consolidated parcels together exceed the customs limit of {{limit}}: duty will be charged on the excess. Continue?',
  },
};
