export default {
  brand: 'Posylka',
  actions: { close: 'Close', retry: 'Try again', back: 'Back' },
  ui: {
    loading: 'Loading…',
    selectPlaceholder: 'Choose a value',
    searchPlaceholder: 'Search',
    noResults: 'No results',
    required: 'required',
    stepDone: 'done',
    stepCurrent: 'current step',
    stepError: 'has errors',
    stepOf: 'Step {{current}} of {{total}}',
  },
  toast: { region: 'Notifications', dismiss: 'Dismiss notification' },
  /** The forwarding fees, named once for the wizard, the success page and the parcel page (issue 14 item 9). */
  fees: {
    guarantee: 'Guarantee ({{percent}})',
    guaranteeHint: 'paid when you receive the parcel',
    insurance: 'Insurance fee ({{percent}})',
  },
};
