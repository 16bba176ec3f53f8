// Buy-out orders (apps/server/src/notifications/templates/buyout.ts): a price question, bought,
// arrived at the US warehouse, 72 hours passed.
export default {
  priceQuestion: {
    subject: 'Заказ {{number}}: нужен ваш ответ',
    lines: [
      'Цена товара в заказе {{number}} изменилась. Согласитесь с новой ценой или откажитесь от товара.',
    ],
    action: 'Ответить',
  },
  bought: {
    subject: 'Заказ {{number}} выкуплен',
    lines: ['Мы купили товары заказа {{number}}. Напишем, когда они прибудут на склад в США.'],
    action: 'Открыть заказ',
  },
  arrived: {
    subject: 'Заказ {{number}} на складе в США',
    lines: ['Товары заказа {{number}} прибыли на наш склад в США и готовятся к отправке в Украину.'],
    action: 'Открыть заказ',
  },
  overdue: {
    subject: 'Заказ {{number}}: 72 часа прошли',
    lines: [
      'Мы не успели выкупить заказ {{number}} за 72 часа. Вы можете подождать или отменить его и получить все деньги обратно.',
    ],
    action: 'Открыть заказ',
  },
};
