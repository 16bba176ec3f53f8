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
  /** The forwarding fees, named once for the wizard, the success page and the parcel page (issue 14 item 9). */
  fees: {
    guarantee: 'Garanție ({{percent}})',
    guaranteeHint: 'se plătește la primirea coletului',
    insurance: 'Taxă de asigurare ({{percent}})',
  },
};
