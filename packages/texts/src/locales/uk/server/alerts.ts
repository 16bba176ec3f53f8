// The cabinet's alert messages (features/alerts), one per stored alert code: the keys are the codes
// as the alerts table keeps them. The server fills the {{variables}} (money, a parcel state's name).
export default {
  welcome: {
    title: 'Вітаємо в Posylka!',
    text: 'Ваші адреси складів уже готові. Купуйте в іноземних магазинах і декларуйте посилки тут.',
  },
  bonuses_credited: {
    title: 'Нараховано бонуси',
    text: 'На ваш бонусний рахунок надійшло {{amount}} за посилку {{orderRef}}.',
  },
  promo_delivery: {
    title: 'Знижка {{amount}} на доставку',
    text: 'Введіть промокод під час оформлення посилки, щоб отримати знижку на міжнародну доставку.',
  },
  // Every change of a parcel's state (features/lifecycle); {{state}} is the state's name in the language.
  'order-status': {
    title: 'Посилка {{number}}: {{state}}',
    text: 'Статус посилки {{number}} змінився: {{state}}.',
  },
  // A buy-out line whose price rose beyond what the customer allowed, or with fewer items in the shop
  // (features/buyout processing): the customer answers on the order page.
  'buyout-question': {
    title: 'Замовлення {{number}}: потрібна ваша відповідь',
    text: 'Ціна або кількість товару в магазині змінилася. Погодьтеся або відмовтеся на сторінці замовлення.',
  },
  // An accepted price rise of a buy-out line: the line is bought once the customer pays the difference.
  'buyout-surcharge': {
    title: 'Замовлення {{number}}: доплата {{amount}}',
    text: 'Ціна товару в магазині вища. Доплатіть {{amount}} на сторінці замовлення, і ми викупимо товар.',
  },
  // SPEC §9 "buy within 72 hours" missed with nothing bought (the buyout-overdue job, once per order):
  // the customer may wait or cancel on the order page with a full refund.
  'buyout-overdue': {
    title: 'Замовлення {{number}}: не викуплено за 72 години',
    text: 'Ми не встигли викупити товари за 72 години після оплати. Можете зачекати або скасувати замовлення на його сторінці: усі сплачені кошти повернуться на картку.',
  },
  // The warehouse received a parcel with the track number of the customer's declaration, but its
  // label carried another customer's code (features/admin label-conflict): the label's customer got
  // it, and the declaration waits for the right track number.
  'track-conflict': {
    title: 'Посилка {{number}}: перевірте трек-номер',
    text: 'Склад отримав посилку з трек-номером {{trackNo}}, але на етикетці код іншого клієнта, тож її передано йому. Перевірте трек-номер у магазині та вкажіть правильний у декларації {{number}}.',
  },
};
