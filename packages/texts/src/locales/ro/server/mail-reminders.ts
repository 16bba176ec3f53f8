// Reminders (apps/server/src/notifications/templates/reminders.ts): 3 days and 1 day before a parcel's
// disposal, auto-dispatch or the end of its pause (one line for each, {{date}} the day, {{left}} the
// days left, e.g. "3 дні"); every 3 days while a parcel waits for documents.
export default {
  storage: {
    subject: 'Memento: coletul {{number}}',
    disposal:
      'Coletul {{number}} va fi eliminat pe {{date}} (mai sunt {{left}}) dacă nu îl înregistrați sau nu decideți ce facem cu el.',
    dispatch:
      'Coletul {{number}} va fi expediat automat pe {{date}} (mai sunt {{left}}). Faceți orice schimbare înainte.',
    release: 'Pauza coletului {{number}} se termină pe {{date}} (mai sunt {{left}}) și îl vom expedia.',
    action: 'Deschide coletul',
  },
  documents: {
    subject: 'Coletul {{number}} încă așteaptă documente',
    lines: ['Coletul {{number}} este oprit în depozit până corectați ce îl oprește. Durează câteva minute.'],
    action: 'Ce trebuie făcut',
  },
};
