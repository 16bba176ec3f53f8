export default {
  skipToContent: 'Salt la conținut',
  homeLink: 'Posylka, pagina principală',
  nav: {
    label: 'Navigare principală',
    forwarding: 'Expediere',
    buyout: 'Cumpărare asistată',
    tariffs: 'Tarife',
    catalog: 'Catalog de magazine',
    howItWorks: 'Cum funcționează',
  },
  menuToggle: 'Meniu',
  auth: { login: 'Autentificare', register: 'Înregistrare' },
  userMenu: {
    label: 'Meniul utilizatorului',
    myOrders: 'Comenzile mele',
    profile: 'Profilul meu',
    logout: 'Deconectare',
    unverifiedPhone: 'Numărul de telefon nu este confirmat. Confirmați-l pentru a plasa comenzi.',
  },
  language: {
    label: 'Limba interfeței',
    names: { uk: 'Українська', ru: 'Русский', en: 'English', ro: 'Română', eng: 'English (Romania)' },
    short: { uk: 'UA', ru: 'RU', en: 'EN', ro: 'RO', eng: 'ENG' },
  },
  footer: {
    about:
      'Posylka livrează în Ucraina cumpărăturile din magazine străine: expediere prin depozitele noastre din străinătate și cumpărarea produselor din magazinele din SUA de către cumpărătorul nostru personal.',
    servicesTitle: 'Servicii',
    helpTitle: 'Ajutor',
    languagesTitle: 'Limbi',
    copyright: '© {{year}} Posylka. Toate drepturile rezervate.',
  },
};
