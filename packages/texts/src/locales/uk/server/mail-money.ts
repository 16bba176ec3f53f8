// Money (apps/server/src/notifications/templates/money.ts): a payment's result, a refund with the date it
// reaches the card, a surcharge to pay. {{amount}} and {{arrivesBy}} come formatted in the language.
export default {
  paymentSucceeded: {
    subject: 'Оплату замовлення {{number}} отримано',
    lines: ['Ми отримали {{amount}} за замовлення {{number}}. Квитанція є на сторінці замовлення.'],
    action: 'Відкрити замовлення',
  },
  paymentFailed: {
    subject: 'Оплата замовлення {{number}} не пройшла',
    lines: [
      'Банк не підтвердив оплату замовлення {{number}}. Гроші не списано; спробуйте ще раз або іншою карткою.',
    ],
    action: 'Сплатити ще раз',
  },
  refund: {
    subject: 'Повернення {{amount}} за замовлення {{number}}',
    lines: [
      'Ми повернули {{amount}} за замовлення {{number}}. Гроші надійдуть на картку не пізніше {{arrivesBy}}.',
    ],
    action: 'Відкрити замовлення',
  },
  surcharge: {
    subject: 'Замовлення {{number}}: доплата {{amount}}',
    lines: [
      'Ціна товару в замовленні {{number}} зросла в межах, які ви дозволили. Щоб ми його купили, сплатіть {{amount}}.',
    ],
    action: 'Сплатити доплату',
  },
};
