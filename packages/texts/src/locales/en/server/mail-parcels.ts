// Forwarded parcels (apps/server/src/notifications/templates/parcels.ts): the declaration, a state of the
// lifecycle ({{state}} is its name in the language), a hold, the Nova Poshta waybill. `sms` is the
// short line of the SMS, after "Posylka: ".
export default {
  declared: {
    subject: 'Parcel {{number}} declared',
    lines: ['We have your declaration of parcel {{number}}. We will write when the warehouse receives it.'],
    action: 'Open the parcel',
  },
  state: {
    subject: 'Parcel {{number}}: {{state}}',
    lines: ['The status of your parcel {{number}} has changed: {{state}}.'],
    action: 'Open the parcel',
  },
  held: {
    subject: 'Parcel {{number}} is waiting for you at the warehouse',
    lines: [
      'Parcel {{number}} cannot leave until you put right what keeps it (the declaration, documents, address or phone).',
      'The parcel page says what to do.',
    ],
    action: 'What to do',
    sms: 'parcel {{number}} is held at the warehouse and needs your action',
  },
  waybill: {
    subject: 'Parcel {{number}} is with Nova Poshta: waybill {{waybill}}',
    lines: ['Parcel {{number}} has been handed to Nova Poshta. Waybill number: {{waybill}}.'],
    action: 'Open the parcel',
    sms: 'parcel {{number}} is with Nova Poshta, waybill {{waybill}}',
  },
};
