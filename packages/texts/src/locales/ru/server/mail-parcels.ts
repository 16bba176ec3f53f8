// Forwarded parcels (apps/server/src/notifications/templates/parcels.ts): the declaration, a state of the
// lifecycle ({{state}} is its name in the language), a hold, the Nova Poshta waybill. `sms` is the
// short line of the SMS, after "Posylka: ".
export default {
  declared: {
    subject: 'Посылка {{number}} оформлена',
    lines: ['Мы получили декларацию посылки {{number}}. Когда склад примет её, мы напишем вам.'],
    action: 'Открыть посылку',
  },
  state: {
    subject: 'Посылка {{number}}: {{state}}',
    lines: ['Статус вашей посылки {{number}} изменился: {{state}}.'],
    action: 'Открыть посылку',
  },
  held: {
    subject: 'Посылка {{number}} ждёт вас на складе',
    lines: [
      'Посылку {{number}} нельзя отправить, пока вы не исправите то, что ей мешает (декларация, документы, адрес или телефон).',
      'На странице посылки сказано, что именно сделать.',
    ],
    action: 'Что нужно сделать',
    sms: 'посылка {{number}} удерживается на складе, нужно ваше действие',
  },
  waybill: {
    subject: 'Посылка {{number}} в Новой почте: ТТН {{waybill}}',
    lines: ['Посылка {{number}} передана Новой почте. Номер накладной: {{waybill}}.'],
    action: 'Открыть посылку',
    sms: 'посылка {{number}} в Новой почте, ТТН {{waybill}}',
  },
};
