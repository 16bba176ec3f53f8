export default {
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Slide {{number}} of {{count}}',
    pause: 'Pause rotation',
    play: 'Resume rotation',
    slides: 'Slides',
  },
  slider: {
    label: 'Offers and news',
    churnTitle: 'Come back: {{amount}} off your next parcel',
    churnText: 'The offer ends in:',
    churnCta: 'Declare a parcel',
  },
  ticker: {
    label: 'Service news',
  },
  countdown: {
    label: 'The offer ends in',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours: 'h',
    minutes: 'min',
    seconds: 's',
    ended: 'The offer has ended',
  },
  cookies: {
    label: 'Cookies',
    text: 'We use cookies to keep the site working and remember your settings. Your consent is kept for one year.',
    accept: 'Got it, accept',
  },
  daily: {
    close: 'Close',
    registrationTitle: 'Get your own address abroad',
    registrationText: 'Sign-up is free: warehouse addresses in 20 countries right after it.',
    registrationCta: 'Sign up',
    languageText: 'This page is also available in {{language}}.',
    languageCta: 'Switch',
    newAddressTitle: 'Add a delivery address',
    newAddressText:
      'Save a branch, a parcel locker or your home address, and sending parcels takes a minute.',
    newAddressCta: 'Add an address',
  },
  buyoutPromo: {
    title: 'We buy in the US for you',
    text: 'Send us product links: our buyer purchases them and delivers to Ukraine. Buy-out fee from {{fee}}, insurance {{insurance}}.',
    textPlain: 'Send us product links: our buyer purchases them and delivers to Ukraine.',
    cta: 'Order a buy-out',
    later: 'Later',
  },
};
