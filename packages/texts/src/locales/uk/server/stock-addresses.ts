// Our warehouse addresses (features/stock-addresses): the names of the address lines and the notices.
// The address values themselves stay in Latin script (shops need them so).
export default {
  /** Names of the address lines as the page shows them next to each value. */
  lines: {
    fullName: "Ім'я та прізвище",
    address1: 'Адреса, рядок 1',
    address2: 'Адреса, рядок 2',
    city: 'Місто',
    state: 'Штат / земля',
    region: 'Регіон / провінція',
    county: 'Округ / сектор',
    prefecture: 'Префектура',
    zip: 'ZIP-код',
    postcode: 'Поштовий індекс',
    country: 'Країна',
    phone: 'Телефон',
  },
  unknownCountry: 'Країну з кодом «{{code}}» не знайдено.',
  unknownPlace: 'Такого складу немає в цій країні.',
  countryUnavailable: 'Доставка з цієї країни тимчасово недоступна.',
  /** SPEC §9 "China parcels not accepted 2 to 17 February". */
  chinaClosed:
    'З 2 по 17 лютого склад у Китаї не приймає посилки. Плануйте доставку з магазинів на дати після 17 лютого.',
};
