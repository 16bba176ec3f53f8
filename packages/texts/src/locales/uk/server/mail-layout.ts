// The frame of every notification (apps/server/src/notifications/templates/layout.ts): the e-mail's
// greeting and footer, and the counts the messages put in their sentences (words.ts).
export default {
  greeting: 'Вітаємо!',
  footer: 'Ви отримали це повідомлення, бо маєте обліковий запис Posylka.',
  settings: 'Налаштування сповіщень',
  unsubscribe: 'Відписатися від цих листів',
  counts: {
    days_one: '{{count}} день',
    days_few: '{{count}} дні',
    days_many: '{{count}} днів',
    days_other: '{{count}} дня',
    // "дійсне 48 годин": the accusative
    hours_one: '{{count}} годину',
    hours_few: '{{count}} години',
    hours_many: '{{count}} годин',
    hours_other: '{{count}} години',
  },
};
