// Our warehouse addresses (features/stock-addresses): the names of the address lines and the notices.
// The address values themselves stay in Latin script (shops need them so).
export default {
  lines: {
    fullName: 'Nume complet',
    address1: 'Adresă, rândul 1',
    address2: 'Adresă, rândul 2',
    city: 'Oraș',
    state: 'Stat / land',
    region: 'Regiune / provincie',
    county: 'Județ / sector',
    prefecture: 'Prefectură',
    zip: 'Cod ZIP',
    postcode: 'Cod poștal',
    country: 'Țară',
    phone: 'Telefon',
  },
  unknownCountry: 'Nu există nicio țară cu codul „{{code}}”.',
  unknownPlace: 'Nu există un astfel de depozit în această țară.',
  countryUnavailable: 'Livrarea din această țară este temporar indisponibilă.',
  chinaClosed:
    'Între 2 și 17 februarie depozitul din China nu primește colete. Planificați livrările din magazine după 17 februarie.',
};
