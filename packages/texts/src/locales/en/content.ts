export default {
  compare: {
    title: 'How much you save',
    subtitle: 'A Ukrainian shop’s price against buying abroad with our delivery',
    priceUkraine: 'In Ukraine',
    priceAbroad: 'Delivered by us',
    saving: 'Save {{percent}}',
    cta: 'Start shopping',
  },
  articles: {
    title: 'Helpful articles',
    more: 'Read',
  },
  shops: {
    title: 'Popular shops',
  },
  notifications: {
    meta: {
      title: 'News and notices — Posylka',
      description: 'Posylka service news: warehouse schedules, new delivery options, bonuses and offers.',
    },
    title: 'News and notices',
    empty: 'No news yet.',
    error: 'The news could not be loaded. Try reloading the page.',
    fallbackNotice: 'News is published in Ukrainian, Russian and English.',
  },
  promotions: {
    label: 'Offer',
  },
};
