// The frame of every notification (apps/server/src/notifications/templates/layout.ts): the e-mail's
// greeting and footer, and the counts the messages put in their sentences (words.ts).
export default {
  greeting: 'Здравствуйте!',
  footer: 'Вы получили это сообщение, потому что у вас есть учётная запись Posylka.',
  settings: 'Настройки уведомлений',
  unsubscribe: 'Отписаться от этих писем',
  counts: {
    days_one: '{{count}} день',
    days_few: '{{count}} дня',
    days_many: '{{count}} дней',
    days_other: '{{count}} дня',
    hours_one: '{{count}} час',
    hours_few: '{{count}} часа',
    hours_many: '{{count}} часов',
    hours_other: '{{count}} часа',
  },
};
