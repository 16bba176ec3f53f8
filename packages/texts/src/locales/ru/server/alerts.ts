// The cabinet's alert messages (features/alerts), one per stored alert code: the keys are the codes
// as the alerts table keeps them. The server fills the {{variables}} (money, a parcel state's name).
export default {
  welcome: {
    title: 'Добро пожаловать в Posylka!',
    text: 'Ваши адреса складов уже готовы. Покупайте в иностранных магазинах и декларируйте посылки здесь.',
  },
  bonuses_credited: {
    title: 'Начислены бонусы',
    text: 'На ваш бонусный счёт поступило {{amount}} за посылку {{orderRef}}.',
  },
  promo_delivery: {
    title: 'Скидка {{amount}} на доставку',
    text: 'Введите промокод при оформлении посылки, чтобы получить скидку на международную доставку.',
  },
  'order-status': {
    title: 'Посылка {{number}}: {{state}}',
    text: 'Статус посылки {{number}} изменился: {{state}}.',
  },
  'buyout-question': {
    title: 'Заказ {{number}}: нужен ваш ответ',
    text: 'Цена или количество товара в магазине изменились. Согласитесь или откажитесь на странице заказа.',
  },
  'buyout-surcharge': {
    title: 'Заказ {{number}}: доплата {{amount}}',
    text: 'Цена товара в магазине выше. Доплатите {{amount}} на странице заказа, и мы выкупим товар.',
  },
  'buyout-overdue': {
    title: 'Заказ {{number}}: не выкуплен за 72 часа',
    text: 'Мы не успели выкупить товары за 72 часа после оплаты. Можете подождать или отменить заказ на его странице: все оплаченные средства вернутся на карту.',
  },
  'track-conflict': {
    title: 'Посылка {{number}}: проверьте трек-номер',
    text: 'Склад получил посылку с трек-номером {{trackNo}}, но на этикетке код другого клиента, поэтому она передана ему. Проверьте трек-номер в магазине и укажите правильный в декларации {{number}}.',
  },
};
