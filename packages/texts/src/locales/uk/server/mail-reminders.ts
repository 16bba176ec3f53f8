// Reminders (apps/server/src/notifications/templates/reminders.ts): 3 days and 1 day before a parcel's
// disposal, auto-dispatch or the end of its pause (one line for each, {{date}} the day, {{left}} the
// days left, e.g. "3 дні"); every 3 days while a parcel waits for documents.
export default {
  storage: {
    subject: 'Нагадування: посилка {{number}}',
    disposal:
      'Посилку {{number}} буде утилізовано {{date}} (залишилося {{left}}), якщо ви її не зареєструєте або не вирішите, що з нею робити.',
    dispatch:
      'Посилку {{number}} буде відправлено автоматично {{date}} (залишилося {{left}}). Якщо хочете щось змінити, зробіть це до того.',
    release: 'Пауза посилки {{number}} закінчиться {{date}} (залишилося {{left}}), і ми відправимо її.',
    action: 'Відкрити посилку',
  },
  documents: {
    subject: 'Посилка {{number}} досі чекає на документи',
    lines: [
      'Посилка {{number}} утримується на складі, доки ви не виправите те, що їй заважає. Це займе кілька хвилин.',
    ],
    action: 'Що потрібно зробити',
  },
};
