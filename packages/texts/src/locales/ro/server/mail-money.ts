// Money (apps/server/src/notifications/templates/money.ts): a payment's result, a refund with the date it
// reaches the card, a surcharge to pay. {{amount}} and {{arrivesBy}} come formatted in the language.
export default {
  paymentSucceeded: {
    subject: 'Plata comenzii {{number}} a fost primită',
    lines: ['Am primit {{amount}} pentru comanda {{number}}. Chitanța este pe pagina comenzii.'],
    action: 'Deschide comanda',
  },
  paymentFailed: {
    subject: 'Plata comenzii {{number}} nu a reușit',
    lines: [
      'Banca nu a confirmat plata comenzii {{number}}. Nu s-au luat bani; încercați din nou sau cu alt card.',
    ],
    action: 'Plătește din nou',
  },
  refund: {
    subject: 'Rambursare de {{amount}} pentru comanda {{number}}',
    lines: [
      'Am rambursat {{amount}} pentru comanda {{number}}. Banii ajung pe card cel târziu pe {{arrivesBy}}.',
    ],
    action: 'Deschide comanda',
  },
  surcharge: {
    subject: 'Comanda {{number}}: supliment de {{amount}}',
    lines: [
      'Prețul unui produs din comanda {{number}} a crescut în limita permisă de dvs. Plătiți {{amount}} și îl cumpărăm.',
    ],
    action: 'Plătește suplimentul',
  },
};
