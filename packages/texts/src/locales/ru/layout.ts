export default {
  skipToContent: 'Перейти к содержимому',
  homeLink: 'Posylka, на главную',
  nav: {
    label: 'Основная навигация',
    forwarding: 'Пересылка',
    buyout: 'Выкуп товаров',
    tariffs: 'Тарифы',
    catalog: 'Каталог магазинов',
    howItWorks: 'Как это работает',
  },
  menuToggle: 'Меню',
  auth: { login: 'Войти', register: 'Зарегистрироваться' },
  userMenu: {
    label: 'Меню пользователя',
    myOrders: 'Мои заказы',
    profile: 'Мой профиль',
    logout: 'Выйти',
    unverifiedPhone: 'Номер телефона не подтверждён. Подтвердите его, чтобы оформлять заказы.',
  },
  language: {
    label: 'Язык интерфейса',
    names: { uk: 'Українська', ru: 'Русский', en: 'English', ro: 'Română', eng: 'English (Romania)' },
    short: { uk: 'UA', ru: 'RU', en: 'EN', ro: 'RO', eng: 'ENG' },
  },
  footer: {
    about:
      'Posylka доставляет в Украину покупки из иностранных магазинов: пересылка через наши склады за границей и выкуп товаров в магазинах США нашим личным байером.',
    servicesTitle: 'Услуги',
    helpTitle: 'Помощь',
    languagesTitle: 'Языки',
    copyright: '© {{year}} Posylka. Все права защищены.',
  },
};
