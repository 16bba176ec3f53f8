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
};
