export default {
  skipToContent: 'Перейти до вмісту',
  homeLink: 'Posylka, на головну',
  nav: {
    label: 'Основна навігація',
    forwarding: 'Пересилання',
    buyout: 'Викуп товарів',
    tariffs: 'Тарифи',
    catalog: 'Каталог магазинів',
    howItWorks: 'Як це працює',
  },
  menuToggle: 'Меню',
  auth: {
    login: 'Увійти',
    register: 'Зареєструватися',
  },
  userMenu: {
    label: 'Меню користувача',
    myOrders: 'Мої замовлення',
    profile: 'Мій профіль',
    logout: 'Вийти',
    unverifiedPhone: 'Номер телефону не підтверджено. Підтвердьте його, щоб оформлювати замовлення.',
  },
  language: {
    label: 'Мова інтерфейсу',
    names: { uk: 'Українська', ru: 'Русский', en: 'English', ro: 'Română', eng: 'English (Romania)' },
    short: { uk: 'UA', ru: 'RU', en: 'EN', ro: 'RO', eng: 'ENG' },
  },
  footer: {
    about:
      'Posylka доставляє в Україну покупки з іноземних магазинів: пересилання через наші склади за кордоном і викуп товарів у магазинах США нашим особистим байєром.',
    servicesTitle: 'Послуги',
    helpTitle: 'Допомога',
    languagesTitle: 'Мови',
    copyright: '© {{year}} Posylka. Усі права захищено.',
  },
};
