export default {
  carousel: {
    previous: 'Попередній слайд',
    next: 'Наступний слайд',
    goTo: 'Слайд {{number}} з {{count}}',
    pause: 'Зупинити прокручування',
    play: 'Продовжити прокручування',
    slides: 'Слайди',
  },
  slider: {
    label: 'Акції та новини',
    churnTitle: 'Повертайтеся: знижка {{amount}} грн на наступну посилку',
    churnText: 'Пропозиція діє ще:',
    churnCta: 'Оформити посилку',
  },
  ticker: {
    label: 'Новини сервісу',
  },
  countdown: {
    label: 'До кінця акції',
    days_one: '{{count}} день',
    days_few: '{{count}} дні',
    days_many: '{{count}} днів',
    days_other: '{{count}} дня',
    hours: 'год',
    minutes: 'хв',
    seconds: 'с',
    ended: 'Акція завершилася',
  },
  cookies: {
    label: 'Файли cookie',
    text: 'Ми використовуємо файли cookie, щоб сайт працював і запам’ятовував ваші налаштування. Ваша згода зберігається один рік.',
    accept: 'Зрозуміло, приймаю',
  },
  daily: {
    close: 'Закрити',
    registrationTitle: 'Отримайте власну адресу за кордоном',
    registrationText: 'Реєстрація безкоштовна: адреси складів у 20 країнах одразу після неї.',
    registrationCta: 'Зареєструватися',
    languageText: 'Ця сторінка доступна також мовою: {{language}}.',
    languageCta: 'Перейти',
  },
  buyoutPromo: {
    title: 'Купимо в США замість вас',
    text: 'Надішліть посилання на товари — наш байєр купить їх і доставить в Україну. Комісія 10 %, страхування включено.',
    cta: 'Замовити викуп',
    later: 'Пізніше',
  },
};
