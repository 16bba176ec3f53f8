// Buy-out orders (apps/server/src/notifications/templates/buyout.ts): a price question, bought,
// arrived at the US warehouse, 72 hours passed.
export default {
  priceQuestion: {
    subject: 'Comanda {{number}}: avem nevoie de răspunsul dvs.',
    lines: [
      'Prețul unui produs din comanda {{number}} s-a schimbat. Acceptați noul preț sau renunțați la produs.',
    ],
    action: 'Răspunde',
  },
  bought: {
    subject: 'Comanda {{number}} a fost cumpărată',
    lines: ['Am cumpărat produsele comenzii {{number}}. Vă scriem când ajung în depozitul din SUA.'],
    action: 'Deschide comanda',
  },
  arrived: {
    subject: 'Comanda {{number}} este în depozitul din SUA',
    lines: [
      'Produsele comenzii {{number}} au ajuns în depozitul nostru din SUA și se pregătesc de expediere.',
    ],
    action: 'Deschide comanda',
  },
  overdue: {
    subject: 'Comanda {{number}}: au trecut 72 de ore',
    lines: [
      'Nu am cumpărat comanda {{number}} în 72 de ore. Puteți aștepta sau o puteți anula și primi toți banii înapoi.',
    ],
    action: 'Deschide comanda',
  },
};
