// Our warehouse addresses (features/stock-addresses): the names of the address lines and the notices.
// The address values themselves stay in Latin script (shops need them so).
export default {
  lines: {
    fullName: 'Имя и фамилия',
    address1: 'Адрес, строка 1',
    address2: 'Адрес, строка 2',
    city: 'Город',
    state: 'Штат / земля',
    region: 'Регион / провинция',
    county: 'Округ / сектор',
    prefecture: 'Префектура',
    zip: 'ZIP-код',
    postcode: 'Почтовый индекс',
    country: 'Страна',
    phone: 'Телефон',
  },
  unknownCountry: 'Страна с кодом «{{code}}» не найдена.',
  unknownPlace: 'Такого склада нет в этой стране.',
  countryUnavailable: 'Доставка из этой страны временно недоступна.',
  chinaClosed:
    'Со 2 по 17 февраля склад в Китае не принимает посылки. Планируйте доставку из магазинов на даты после 17 февраля.',
};
