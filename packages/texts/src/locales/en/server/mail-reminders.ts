// Reminders (apps/server/src/notifications/templates/reminders.ts): 3 days and 1 day before a parcel's
// disposal, auto-dispatch or the end of its pause (one line for each, {{date}} the day, {{left}} the
// days left, e.g. "3 дні"); every 3 days while a parcel waits for documents.
export default {
  storage: {
    subject: 'Reminder: parcel {{number}}',
    disposal:
      'Parcel {{number}} will be disposed of on {{date}} ({{left}} left) unless you register it or decide what to do with it.',
    dispatch:
      'Parcel {{number}} will be dispatched automatically on {{date}} ({{left}} left). Make any change before then.',
    release: 'The pause of parcel {{number}} ends on {{date}} ({{left}} left), and we will dispatch it.',
    action: 'Open the parcel',
  },
  documents: {
    subject: 'Parcel {{number}} is still waiting for documents',
    lines: [
      'Parcel {{number}} is held at the warehouse until you put right what keeps it. It takes a few minutes.',
    ],
    action: 'What to do',
  },
};
