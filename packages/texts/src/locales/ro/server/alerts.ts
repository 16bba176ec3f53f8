// The cabinet's alert messages (features/alerts), one per stored alert code: the keys are the codes
// as the alerts table keeps them. The server fills the {{variables}} (money, a parcel state's name).
export default {
  welcome: {
    title: 'Bun venit la Posylka!',
    text: 'Adresele depozitelor dvs. sunt gata. Cumpărați din magazine străine și declarați coletele aici.',
  },
  bonuses_credited: {
    title: 'Bonusuri acordate',
    text: 'Au fost adăugate {{amount}} în contul de bonusuri pentru coletul {{orderRef}}.',
  },
  promo_delivery: {
    title: 'Reducere de {{amount}} la livrare',
    text: 'Introduceți codul promoțional la înregistrarea coletului pentru o reducere la livrarea internațională.',
  },
  'order-status': {
    title: 'Coletul {{number}}: {{state}}',
    text: 'Starea coletului {{number}} s-a schimbat: {{state}}.',
  },
  'buyout-question': {
    title: 'Comanda {{number}}: avem nevoie de răspunsul dvs.',
    text: 'Prețul sau cantitatea unui produs din magazin s-a schimbat. Acceptați sau refuzați pe pagina comenzii.',
  },
  'buyout-surcharge': {
    title: 'Comanda {{number}}: plată suplimentară {{amount}}',
    text: 'Prețul produsului în magazin este mai mare. Plătiți diferența de {{amount}} pe pagina comenzii și îl cumpărăm.',
  },
  'buyout-overdue': {
    title: 'Comanda {{number}}: necumpărată în 72 de ore',
    text: 'Nu am reușit să cumpărăm produsele în 72 de ore de la plată. Puteți aștepta sau puteți anula comanda pe pagina ei și primiți înapoi pe card toți banii plătiți.',
  },
  'track-conflict': {
    title: 'Coletul {{number}}: verificați numărul de urmărire',
    text: 'Depozitul a primit un colet cu numărul de urmărire {{trackNo}}, dar eticheta poartă codul altui client, așa că i-a fost atribuit acestuia. Verificați numărul la magazin și introduceți-l pe cel corect în declarația {{number}}.',
  },
};
