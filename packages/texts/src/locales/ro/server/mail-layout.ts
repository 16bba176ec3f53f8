// The frame of every notification (apps/server/src/notifications/templates/layout.ts): the e-mail's
// greeting and footer, and the counts the messages put in their sentences (words.ts).
export default {
  greeting: 'Bună ziua!',
  footer: 'Primiți acest mesaj deoarece aveți un cont Posylka.',
  settings: 'Setări notificări',
  unsubscribe: 'Dezabonare de la aceste e-mailuri',
  counts: {
    days_one: '{{count}} zi',
    days_few: '{{count}} zile',
    days_other: '{{count}} de zile',
    hours_one: '{{count}} oră',
    hours_few: '{{count}} ore',
    hours_other: '{{count}} de ore',
  },
};
