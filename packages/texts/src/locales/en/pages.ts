export default {
  faq: {
    meta: {
      title: 'Questions and answers | Posylka',
      description: 'Answers about customs limits, documents, prohibited goods, bonuses and parcel lockers.',
    },
    title: 'Questions and answers',
    lead: 'The essentials in brief: duty, documents, prohibited goods, bonuses and delivery.',
    all: 'All questions',
    related: 'Other questions',
    notFoundTitle: 'Article not found',
    notFoundText: 'It may have moved. Have a look at the list of questions.',
    openCalculators: 'Open the calculators',
  },
  forbidden: {
    meta: {
      title: 'Prohibited goods by country | Posylka',
      description: 'What cannot be shipped, for every country we deliver from.',
    },
    title: 'Prohibited goods',
    lead: 'Choose the country your parcel comes from to see what cannot be shipped.',
    country: 'Country of dispatch',
    count_one: '{{count}} prohibited category',
    count_other: '{{count}} prohibited categories',
    more: 'More about prohibited goods',
  },
  instructions: {
    meta: {
      title: 'How to order from abroad | Posylka',
      description: 'Step by step: forwarding parcels through our warehouses and buy-out of US goods.',
    },
    title: 'How to order from abroad',
    lead: 'Two ways: buy yourself and forward through our warehouse, or let our buyer make the purchase.',
    forwarding: {
      title: 'Forwarding',
      step1: {
        title: 'Sign up',
        text: 'You get personal addresses of our warehouses in 19 countries right after signing up.',
      },
      step2: {
        title: 'Buy in a foreign shop',
        text: 'Give our warehouse address as the delivery address. The shop delivers to the warehouse in 1–7 days.',
      },
      step3: {
        title: 'Declare the parcel',
        text: 'Add the tracking number, the shop and the goods. Above the customs limit, add an invoice and your passport.',
      },
      step4: {
        title: 'We weigh and dispatch it',
        text: 'The warehouse receives and weighs the parcel and you pay delivery by the tariff. Undeclared parcels are kept for 30 days.',
      },
      step5: {
        title: 'Receive it in Ukraine',
        text: 'At a branch, a parcel locker or by courier to your door.',
      },
    },
    buyout: {
      title: 'Buy-out (personal buyer)',
      step1: {
        title: 'Add the links',
        text: 'Paste links to goods in US shops with the price and quantity.',
      },
      step2: {
        title: 'Pay',
        text: 'The goods, a buy-out fee from {{fee}} and {{insurance}} insurance; duty when the total is above the limit.',
        textPlain: 'The goods, the buy-out fee and insurance; duty when the total is above the limit.',
      },
      step3: {
        title: 'Our buyer purchases',
        text: 'Within 72 hours. If the price went up we still buy with up to {{percent}} more, at most {{max}}.',
      },
      step4: {
        title: 'Receive the parcel',
        text: 'Usually about 10 days after it reaches the US warehouse.',
      },
    },
    toCalculators: 'Calculate the cost',
    toForwarding: 'Declare a parcel',
    toBuyout: 'Order a buy-out',
  },
  landingCa: {
    meta: {
      title: 'Delivery from Canada to Ukraine | Posylka',
      description: 'Our own warehouse in Toronto, air delivery, tariffs by parcel weight and a calculator.',
    },
    eyebrow: 'Canada',
    title: 'Delivery from Canada to Ukraine',
    lead: 'Shop in Canadian stores: we receive the parcel at our warehouse and fly it to Ukraine.',
    warehouseTitle: 'Our warehouse',
    warehouseText:
      '{{place}}. Your personal warehouse address appears in your account right after signing up.',
    transport: 'Air delivery, usually 2–3 weeks from the warehouse to Ukraine.',
    currencies: 'Item prices in the declaration: {{list}}.',
    tariffsTitle: 'Tariffs',
    band: 'Weight',
    bandValue: 'from {{from}} to {{to}}',
    perHalfKg: 'Price per 0.5 kg',
    forbiddenTitle: 'What cannot be sent from Canada',
    register: 'Get your address in Canada',
  },
  help: {
    open: 'Help',
    close: 'Close help',
    title: 'How can we help?',
    faqTitle: 'Frequent questions',
    contactsTitle: 'Contact us',
    email: 'E-mail',
    hours: 'Mon–Fri 9:00–20:00, Sat 10:00–16:00 (Kyiv time)',
    allFaq: 'All questions',
  },
};
