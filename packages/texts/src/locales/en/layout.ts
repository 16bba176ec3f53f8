export default {
  skipToContent: 'Skip to content',
  homeLink: 'Posylka, home page',
  nav: {
    label: 'Main navigation',
    forwarding: 'Forwarding',
    buyout: 'Buy-out',
    tariffs: 'Tariffs',
    catalog: 'Shop catalogue',
    howItWorks: 'How it works',
  },
  menuToggle: 'Menu',
  auth: { login: 'Log in', register: 'Sign up' },
  userMenu: {
    label: 'User menu',
    myOrders: 'My orders',
    profile: 'My profile',
    logout: 'Log out',
    unverifiedPhone: 'Your phone number is not verified. Verify it to place orders.',
  },
  language: {
    label: 'Interface language',
    names: { uk: 'Українська', ru: 'Русский', en: 'English', ro: 'Română', eng: 'English (Romania)' },
    short: { uk: 'UA', ru: 'RU', en: 'EN', ro: 'RO', eng: 'ENG' },
  },
  footer: {
    about:
      'Posylka delivers purchases from foreign shops to Ukraine: forwarding through our warehouses abroad, and buy-out of goods in US shops by our personal buyer.',
    servicesTitle: 'Services',
    helpTitle: 'Help',
    languagesTitle: 'Languages',
    copyright: '© {{year}} Posylka. All rights reserved.',
  },
};
