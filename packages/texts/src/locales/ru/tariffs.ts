// The public tariffs page (issue 18 item 5): each warehouse's delivery price by weight, in the
// country's currency and in hryvnias at the NBU rate.
export default {
  meta: {
    title: 'Тарифы на доставку посылок из-за границы | Posylka',
    description:
      'Сколько стоит доставка посылки в Украину с каждого нашего склада за границей: цена по весу в валюте страны и в гривнах по курсу НБУ.',
  },
  page: {
    title: 'Тарифы на доставку',
    lead: 'Цена доставки со склада за границей в Украину зависит только от веса посылки. Вес округляется вверх до 0,5 кг.',
    calculatorsLabel: 'Калькуляторы',
    toDelivery: 'Калькулятор доставки',
    toCustoms: 'Калькулятор пошлины',
    noCountries: 'Не удалось загрузить тарифы. Обновите страницу чуть позже.',
  },
  countries: {
    label: 'Страны',
    count_one: '{{count}} страна',
    count_few: '{{count}} страны',
    count_many: '{{count}} стран',
    count_other: '{{count}} страны',
    from: 'от {{price}}',
    warehouses_one: '{{count}} склад',
    warehouses_few: '{{count}} склада',
    warehouses_many: '{{count}} складов',
    warehouses_other: '{{count}} склада',
  },
  country: {
    unavailable: 'Доставка из этой страны временно недоступна.',
    rate: 'Цены в гривнах — по курсу НБУ на {{date}}: {{amount}} = {{uah}}.',
    warehouse: 'Склад: {{place}}',
    weight: 'Вес',
    price: 'Цена',
    priceUah: 'В гривнах',
    bandsTitle: 'Сколько стоят каждые 0,5 кг',
    bandFirst: 'до {{to}}',
    band: '{{from}}–{{to}}',
    perHalfKg: '{{price}} за 0,5 кг',
    note: 'Окончательный вес определяет склад. Пошлина платится, только если стоимость посылки превышает таможенный лимит.',
  },
};
