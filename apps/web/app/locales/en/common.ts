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
};
