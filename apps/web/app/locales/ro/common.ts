export default {
  brand: 'Posylka',
  actions: { close: 'Închide', retry: 'Încearcă din nou', back: 'Înapoi' },
  ui: {
    loading: 'Se încarcă…',
    selectPlaceholder: 'Alegeți o valoare',
    searchPlaceholder: 'Căutare',
    noResults: 'Niciun rezultat',
    required: 'câmp obligatoriu',
    stepDone: 'finalizat',
    stepCurrent: 'pasul curent',
    stepError: 'conține erori',
    stepOf: 'Pasul {{current}} din {{total}}',
  },
  toast: { region: 'Notificări', dismiss: 'Închide notificarea' },
};
