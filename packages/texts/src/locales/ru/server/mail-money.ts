// Money (apps/server/src/notifications/templates/money.ts): a payment's result, a refund with the date it
// reaches the card, a surcharge to pay. {{amount}} and {{arrivesBy}} come formatted in the language.
export default {
  paymentSucceeded: {
    subject: 'Оплата заказа {{number}} получена',
    lines: ['Мы получили {{amount}} за заказ {{number}}. Квитанция есть на странице заказа.'],
    action: 'Открыть заказ',
  },
  paymentFailed: {
    subject: 'Оплата заказа {{number}} не прошла',
    lines: [
      'Банк не подтвердил оплату заказа {{number}}. Деньги не списаны; попробуйте ещё раз или другой картой.',
    ],
    action: 'Оплатить ещё раз',
  },
  refund: {
    subject: 'Возврат {{amount}} за заказ {{number}}',
    lines: ['Мы вернули {{amount}} за заказ {{number}}. Деньги поступят на карту не позднее {{arrivesBy}}.'],
    action: 'Открыть заказ',
  },
  surcharge: {
    subject: 'Заказ {{number}}: доплата {{amount}}',
    lines: [
      'Цена товара в заказе {{number}} выросла в пределах, которые вы разрешили. Чтобы мы его купили, оплатите {{amount}}.',
    ],
    action: 'Оплатить доплату',
  },
};
