// Source of truth for keys (see apps/web/app/i18n/use-translation.ts): every other locale repeats these keys.
export default {
  brand: 'Posylka',
  actions: {
    close: 'Закрити',
    retry: 'Спробувати ще раз',
    back: 'Назад',
  },
  ui: {
    loading: 'Завантаження…',
    selectPlaceholder: 'Оберіть значення',
    searchPlaceholder: 'Пошук',
    noResults: 'Нічого не знайдено',
    required: "обов'язкове поле",
    stepDone: 'виконано',
    stepCurrent: 'поточний крок',
    stepError: 'є помилки',
    stepOf: 'Крок {{current}} з {{total}}',
  },
  toast: {
    region: 'Сповіщення',
    dismiss: 'Закрити сповіщення',
  },
  /** The forwarding fees, named once for the wizard, the success page and the parcel page (issue 14 item 9). */
  fees: {
    guarantee: 'Гарантія ({{percent}})',
    guaranteeHint: 'сплачується при отриманні посилки',
    insurance: 'Страховий збір ({{percent}})',
  },
};
