// The public tariffs page (issue 18 item 5): each warehouse's delivery price by weight, in the
// country's currency and in hryvnias at the NBU rate.
export default {
  meta: {
    title: 'Delivery tariffs for parcels from abroad | Posylka',
    description:
      'What delivering a parcel to Ukraine costs from each of our warehouses abroad: the price by weight in the country’s currency and in hryvnias at the NBU rate.',
  },
  page: {
    title: 'Delivery tariffs',
    lead: 'Delivery from our warehouse abroad to Ukraine is priced by the parcel’s weight only. The weight is rounded up to the next 0.5 kg.',
    calculatorsLabel: 'Calculators',
    toDelivery: 'Delivery calculator',
    toCustoms: 'Customs calculator',
    noCountries: 'Could not load the tariffs. Please refresh the page a little later.',
  },
  countries: {
    label: 'Countries',
    count_one: '{{count}} country',
    count_other: '{{count}} countries',
    from: 'from {{price}}',
    warehouses_one: '{{count}} warehouse',
    warehouses_other: '{{count}} warehouses',
  },
  country: {
    unavailable: 'Delivery from this country is temporarily unavailable.',
    rate: 'Hryvnia prices at the NBU rate of {{date}}: {{amount}} = {{uah}}.',
    warehouse: 'Warehouse: {{place}}',
    weight: 'Weight',
    price: 'Price',
    priceUah: 'In hryvnias',
    bandsTitle: 'What each 0.5 kg costs',
    bandFirst: 'up to {{to}}',
    band: '{{from}}–{{to}}',
    perHalfKg: '{{price}} per 0.5 kg',
    note: 'The final weight is measured at the warehouse. Duty is paid only when the parcel’s value is above the customs limit.',
  },
};
