// The public tariffs page (issue 18 item 5): each warehouse's delivery price by weight, in the
// country's currency and in hryvnias at the NBU rate.
export default {
  meta: {
    title: 'Тарифи на доставку посилок з-за кордону | Posylka',
    description:
      'Скільки коштує доставка посилки в Україну з кожного нашого складу за кордоном: ціна за вагою у валюті країни та в гривнях за курсом НБУ.',
  },
  page: {
    title: 'Тарифи на доставку',
    lead: 'Ціна доставки зі складу за кордоном до України залежить лише від ваги посилки. Вага округлюється вгору до 0,5 кг.',
    calculatorsLabel: 'Калькулятори',
    toDelivery: 'Калькулятор доставки',
    toCustoms: 'Калькулятор мита',
    noCountries: 'Не вдалося завантажити тарифи. Оновіть сторінку трохи згодом.',
  },
  countries: {
    label: 'Країни',
    count_one: '{{count}} країна',
    count_few: '{{count}} країни',
    count_many: '{{count}} країн',
    count_other: '{{count}} країни',
    from: 'від {{price}}',
    warehouses_one: '{{count}} склад',
    warehouses_few: '{{count}} склади',
    warehouses_many: '{{count}} складів',
    warehouses_other: '{{count}} складу',
  },
  country: {
    unavailable: 'Доставка з цієї країни тимчасово недоступна.',
    rate: 'Ціни в гривнях — за курсом НБУ на {{date}}: {{amount}} = {{uah}}.',
    warehouse: 'Склад: {{place}}',
    weight: 'Вага',
    price: 'Ціна',
    priceUah: 'У гривнях',
    bandsTitle: 'Скільки коштують кожні 0,5 кг',
    bandFirst: 'до {{to}}',
    band: '{{from}}–{{to}}',
    perHalfKg: '{{price}} за 0,5 кг',
    note: 'Остаточну вагу визначає склад. Мито сплачується лише тоді, коли вартість посилки перевищує митний ліміт.',
  },
};
