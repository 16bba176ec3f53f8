export default {
  meta: {
    title: 'Posylka: deliver your purchases from abroad to Ukraine',
    description:
      'Forwarding of parcels from shops in the USA, Europe and Asia through our warehouses, and buy-out of US goods by a personal buyer. Delivery to a branch, a parcel locker or your door.',
  },
  hero: {
    eyebrow: 'Shopping abroad made simple',
    title: 'Shop from stores worldwide, receive at home in Ukraine',
    subtitle:
      'Get your own warehouse address abroad or let our buyer make the purchase for you. We deliver to a branch, a parcel locker or your door.',
    ctaForwarding: 'Declare a parcel',
    ctaBuyout: 'Order a buy-out',
  },
  services: {
    title: 'Two services to choose from',
    stepLabel: 'Step {{number}}',
    forwarding: {
      title: 'Forwarding',
      text: 'You buy, we deliver.',
      step1: 'Sign up and get the address of our warehouse in the country you need.',
      step2: 'Use that address at checkout and declare the parcel with its tracking number.',
      step3: 'We receive the parcel at the warehouse and deliver it to Ukraine.',
    },
    buyout: {
      title: 'Buy-out',
      text: 'We buy for you in US shops.',
      step1: 'Add links to the products, the price and the quantity.',
      step2: 'Pay for the goods, the 10% fee and insurance.',
      step3: 'Our buyer purchases the goods and we deliver them to Ukraine.',
    },
  },
  countries: {
    title: 'Countries we deliver from',
    count_one: '{{count}} country',
    count_other: '{{count}} countries',
    unavailable: 'Temporarily unavailable',
    error: 'Could not load the list of countries.',
    empty: 'The list of countries is empty for now.',
  },
};
