export default {
  carousel: {
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    goTo: 'Слайд {{number}} из {{count}}',
    pause: 'Остановить прокрутку',
    play: 'Продолжить прокрутку',
    slides: 'Слайды',
  },
  slider: {
    label: 'Акции и новости',
    churnTitle: 'Возвращайтесь: скидка {{amount}} грн на следующую посылку',
    churnText: 'Предложение действует ещё:',
    churnCta: 'Оформить посылку',
  },
  ticker: {
    label: 'Новости сервиса',
  },
  countdown: {
    label: 'До конца акции',
    days_one: '{{count}} день',
    days_few: '{{count}} дня',
    days_many: '{{count}} дней',
    days_other: '{{count}} дня',
    hours: 'ч',
    minutes: 'мин',
    seconds: 'с',
    ended: 'Акция завершилась',
  },
  cookies: {
    label: 'Файлы cookie',
    text: 'Мы используем файлы cookie, чтобы сайт работал и запоминал ваши настройки. Ваше согласие хранится один год.',
    accept: 'Понятно, принимаю',
  },
  daily: {
    close: 'Закрыть',
    registrationTitle: 'Получите собственный адрес за границей',
    registrationText: 'Регистрация бесплатна: адреса складов в 20 странах сразу после неё.',
    registrationCta: 'Зарегистрироваться',
    languageText: 'Эта страница доступна также на языке: {{language}}.',
    languageCta: 'Перейти',
  },
  buyoutPromo: {
    title: 'Купим в США вместо вас',
    text: 'Отправьте ссылки на товары — наш байер купит их и доставит в Украину. Комиссия 10 %, страховка включена.',
    cta: 'Заказать выкуп',
    later: 'Позже',
  },
};
