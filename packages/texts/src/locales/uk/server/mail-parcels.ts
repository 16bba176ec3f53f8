// Forwarded parcels (apps/server/src/notifications/templates/parcels.ts): the declaration, a state of the
// lifecycle ({{state}} is its name in the language), a hold, the Nova Poshta waybill. `sms` is the
// short line of the SMS, after "Posylka: ".
export default {
  declared: {
    subject: 'Посилку {{number}} оформлено',
    lines: ['Ми отримали декларацію посилки {{number}}. Коли склад прийме її, ми напишемо вам.'],
    action: 'Відкрити посилку',
  },
  state: {
    subject: 'Посилка {{number}}: {{state}}',
    lines: ['Статус вашої посилки {{number}} змінився: {{state}}.'],
    action: 'Відкрити посилку',
  },
  held: {
    subject: 'Посилка {{number}} чекає на вас на складі',
    lines: [
      'Посилку {{number}} не можна відправити, доки ви не виправите те, що їй заважає (декларація, документи, адреса або телефон).',
      'На сторінці посилки сказано, що саме зробити.',
    ],
    action: 'Що потрібно зробити',
    sms: 'посилка {{number}} утримується на складі, потрібна ваша дія',
  },
  waybill: {
    subject: 'Посилка {{number}} у Новій пошті: ТТН {{waybill}}',
    lines: ['Посилку {{number}} передано Новій пошті. Номер накладної: {{waybill}}.'],
    action: 'Відкрити посилку',
    sms: 'посилка {{number}} у Новій пошті, ТТН {{waybill}}',
  },
};
