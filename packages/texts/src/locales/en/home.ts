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
    priceLabel: 'Delivery from the US',
    price: 'from {{price}} per {{weight}}',
    links: 'Prices and calculators',
    tariffs: 'All tariffs',
    deliveryCalculator: 'Delivery calculator',
    customsCalculator: 'Customs calculator',
  },
  howTo: {
    title: 'How to order',
    tabs: { forwarding: 'Forwarding', buyout: 'Buy-out' },
    label: { forwarding: 'Forwarding steps', buyout: 'Buy-out steps' },
    steps: {
      register: {
        title: 'Sign up',
        text: 'Free and quick: all you need is an email and a phone number.',
      },
      address: {
        title: 'Get a warehouse address',
        text: 'Your own address at our warehouses in the USA, Europe and Asia, with your customer code.',
      },
      shop: {
        title: 'Shop online',
        text: 'Enter the warehouse address as the shipping address at checkout.',
      },
      declare: {
        title: 'Declare the parcel',
        text: 'Add the tracking number, contents and value so we recognise the parcel at the warehouse.',
      },
      deliver: {
        title: 'Receive it in Ukraine',
        text: 'We deliver to a branch, a parcel locker or your door; track it in your account.',
      },
      links: {
        title: 'Send the links',
        text: 'Add links to products in US shops, with price and quantity.',
      },
      pay: {
        title: 'Pay for the order',
        text: 'Goods, a buy-out fee from {{fee}} and {{insurance}} insurance, with no hidden charges.',
        textPlain: 'Goods, the buy-out fee and insurance, with no hidden charges.',
      },
      buy: {
        title: 'Our buyer purchases',
        text: 'Our personal buyer places the order and follows the shipment.',
      },
      warehouse: {
        title: 'Goods at the warehouse',
        text: 'We receive the parcel at our US warehouse and prepare it for shipping.',
      },
      arrive: {
        title: 'Delivery to Ukraine',
        text: 'Collect your purchase at a branch, a parcel locker or at home.',
      },
    },
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
      step2: 'Pay for the goods, the buy-out fee (from {{fee}}) and {{insurance}} insurance.',
      step2Plain: 'Pay for the goods, the buy-out fee and insurance.',
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
