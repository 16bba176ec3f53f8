// Reminders computed from the parcels' own dates: 3 days and 1 day before disposal, auto-dispatch or
// the end of a pause; every 3 days while a parcel waits for documents. The words are the text tree's
// `mailReminders` (@posylka/texts locales/<lng>/server/mail-reminders.ts).
import { serverText, serverTextLines } from '../../http/server-texts.js';
import type { EventTemplate, NotificationParams } from './types.js';
import { p } from './types.js';
import { dateOf, daysOf } from './words.js';

type Kind = 'disposal' | 'dispatch' | 'release';
const kindOf = (params: NotificationParams): Kind => {
  const k = p(params, 'kind');
  return k === 'dispatch' || k === 'release' ? k : 'disposal';
};

export const reminderTemplates = {
  'reminder.storage': (params, locale) => {
    const words = {
      number: p(params, 'number'),
      date: dateOf(params, locale),
      left: daysOf(Number(params.days ?? 0), locale),
    };
    return {
      subject: serverText(locale, 'mailReminders.storage.subject', words),
      lines: [serverText(locale, `mailReminders.storage.${kindOf(params)}`, words)],
      action: serverText(locale, 'mailReminders.storage.action'),
    };
  },
  'reminder.documents': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailReminders.documents.subject', words),
      lines: serverTextLines(locale, 'mailReminders.documents.lines', words),
      action: serverText(locale, 'mailReminders.documents.action'),
    };
  },
} satisfies Record<string, EventTemplate>;
