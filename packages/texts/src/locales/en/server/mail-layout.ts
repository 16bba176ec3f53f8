// The frame of every notification (apps/server/src/notifications/templates/layout.ts): the e-mail's
// greeting and footer, and the counts the messages put in their sentences (words.ts).
export default {
  greeting: 'Hello!',
  footer: 'You receive this message because you have a Posylka account.',
  settings: 'Notification settings',
  unsubscribe: 'Unsubscribe from these e-mails',
  counts: {
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
  },
};
