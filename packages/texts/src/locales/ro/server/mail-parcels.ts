// Forwarded parcels (apps/server/src/notifications/templates/parcels.ts): the declaration, a state of the
// lifecycle ({{state}} is its name in the language), a hold, the Nova Poshta waybill. `sms` is the
// short line of the SMS, after "Posylka: ".
export default {
  declared: {
    subject: 'Coletul {{number}} a fost declarat',
    lines: ['Am primit declarația coletului {{number}}. Vă scriem când depozitul îl primește.'],
    action: 'Deschide coletul',
  },
  state: {
    subject: 'Coletul {{number}}: {{state}}',
    lines: ['Starea coletului dvs. {{number}} s-a schimbat: {{state}}.'],
    action: 'Deschide coletul',
  },
  held: {
    subject: 'Coletul {{number}} vă așteaptă în depozit',
    lines: [
      'Coletul {{number}} nu poate pleca până nu corectați ce îl oprește (declarația, documentele, adresa sau telefonul).',
      'Pagina coletului spune ce trebuie făcut.',
    ],
    action: 'Ce trebuie făcut',
    sms: 'coletul {{number}} este oprit în depozit și necesită acțiunea dvs.',
  },
  waybill: {
    subject: 'Coletul {{number}} este la Nova Poshta: AWB {{waybill}}',
    lines: ['Coletul {{number}} a fost predat către Nova Poshta. Numărul AWB: {{waybill}}.'],
    action: 'Deschide coletul',
    sms: 'coletul {{number}} este la Nova Poshta, AWB {{waybill}}',
  },
};
