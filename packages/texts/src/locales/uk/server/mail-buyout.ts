// Buy-out orders (apps/server/src/notifications/templates/buyout.ts): a price question, bought,
// arrived at the US warehouse, 72 hours passed.
export default {
  priceQuestion: {
    subject: 'Замовлення {{number}}: потрібна ваша відповідь',
    lines: [
      'Ціна товару в замовленні {{number}} змінилася. Погодьтеся на нову ціну або відмовтеся від товару.',
    ],
    action: 'Відповісти',
  },
  bought: {
    subject: 'Замовлення {{number}} викуплено',
    lines: ['Ми купили товари замовлення {{number}}. Напишемо, коли вони прибудуть на склад у США.'],
    action: 'Відкрити замовлення',
  },
  arrived: {
    subject: 'Замовлення {{number}} на складі в США',
    lines: ['Товари замовлення {{number}} прибули на наш склад у США і готуються до відправлення в Україну.'],
    action: 'Відкрити замовлення',
  },
  overdue: {
    subject: 'Замовлення {{number}}: 72 години минули',
    lines: [
      'Ми не встигли викупити замовлення {{number}} за 72 години. Ви можете почекати або скасувати його й отримати всі гроші назад.',
    ],
    action: 'Відкрити замовлення',
  },
};
