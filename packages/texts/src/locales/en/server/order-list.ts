// The orders list (SPEC §8 "Deleting a non-changeable order shows the impossible-to-remove
// dialog"): the web dialog shows this description as its text.
export default {
  impossibleToRemove:
    'This parcel cannot be removed: it is already at the warehouse. If something is wrong, contact support.',
  // A paid buy-out: its money goes back through the order's own cancel flow, not by removing it.
  buyoutImpossibleToRemove:
    'This buy-out order cannot be removed: it has already been paid. You can cancel it on the order page.',
};
