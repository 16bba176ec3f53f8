// Our warehouse addresses (features/stock-addresses): the names of the address lines and the notices.
// The address values themselves stay in Latin script (shops need them so).
export default {
  lines: {
    fullName: 'Full name',
    address1: 'Address line 1',
    address2: 'Address line 2',
    city: 'City',
    state: 'State',
    region: 'Region / province',
    county: 'County / district',
    prefecture: 'Prefecture',
    zip: 'ZIP code',
    postcode: 'Postcode',
    country: 'Country',
    phone: 'Phone',
  },
  unknownCountry: 'There is no country with the code "{{code}}".',
  unknownPlace: 'There is no such warehouse in this country.',
  countryUnavailable: 'Delivery from this country is temporarily unavailable.',
  chinaClosed:
    'From 2 to 17 February our warehouse in China does not accept parcels. Plan shop deliveries for after 17 February.',
};
