// Reminders (apps/server/src/notifications/templates/reminders.ts): 3 days and 1 day before a parcel's
// disposal, auto-dispatch or the end of its pause (one line for each, {{date}} the day, {{left}} the
// days left, e.g. "3 дні"); every 3 days while a parcel waits for documents.
export default {
  storage: {
    subject: 'Напоминание: посылка {{number}}',
    disposal:
      'Посылка {{number}} будет утилизирована {{date}} (осталось {{left}}), если вы её не зарегистрируете или не решите, что с ней делать.',
    dispatch:
      'Посылка {{number}} будет отправлена автоматически {{date}} (осталось {{left}}). Если хотите что-то изменить, сделайте это до того.',
    release: 'Пауза посылки {{number}} закончится {{date}} (осталось {{left}}), и мы отправим её.',
    action: 'Открыть посылку',
  },
  documents: {
    subject: 'Посылка {{number}} всё ещё ждёт документы',
    lines: [
      'Посылка {{number}} удерживается на складе, пока вы не исправите то, что ей мешает. Это займёт несколько минут.',
    ],
    action: 'Что нужно сделать',
  },
};
