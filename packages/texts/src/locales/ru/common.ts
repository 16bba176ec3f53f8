export default {
  brand: 'Posylka',
  actions: { close: 'Закрыть', retry: 'Попробовать ещё раз', back: 'Назад' },
  ui: {
    loading: 'Загрузка…',
    selectPlaceholder: 'Выберите значение',
    searchPlaceholder: 'Поиск',
    noResults: 'Ничего не найдено',
    required: 'обязательное поле',
    stepDone: 'выполнено',
    stepCurrent: 'текущий шаг',
    stepError: 'есть ошибки',
    stepOf: 'Шаг {{current}} из {{total}}',
  },
  toast: { region: 'Уведомления', dismiss: 'Закрыть уведомление' },
  /** The forwarding fees, named once for the wizard, the success page and the parcel page (issue 14 item 9). */
  fees: {
    guarantee: 'Гарантия ({{percent}})',
    guaranteeHint: 'оплачивается при получении посылки',
    insurance: 'Страховой сбор ({{percent}})',
  },
};
