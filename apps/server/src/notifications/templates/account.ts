// Account messages: the password reset link, a changed password, a new e-mail address to confirm and
// the old address told of the change. `link` is the absolute URL with its single-use token. The words
// are the text tree's `mailAccount` (@posylka/texts locales/<lng>/server/mail-account.ts).
import { serverText, serverTextLines } from '../../http/server-texts.js';
import type { EventTemplate } from './types.js';
import { p } from './types.js';
import { hoursOf } from './words.js';

export const accountTemplates = {
  'account.email_verification': (params, locale) => {
    const words = { validFor: hoursOf(Number(params.validHours ?? 48), locale) };
    return {
      subject: serverText(locale, 'mailAccount.emailVerification.subject'),
      lines: serverTextLines(locale, 'mailAccount.emailVerification.lines', words),
      action: serverText(locale, 'mailAccount.emailVerification.action'),
    };
  },
  'account.password_reset': (_params, locale) => ({
    subject: serverText(locale, 'mailAccount.passwordReset.subject'),
    lines: serverTextLines(locale, 'mailAccount.passwordReset.lines'),
    action: serverText(locale, 'mailAccount.passwordReset.action'),
  }),
  'account.password_changed': (_params, locale) => ({
    subject: serverText(locale, 'mailAccount.passwordChanged.subject'),
    lines: serverTextLines(locale, 'mailAccount.passwordChanged.lines'),
  }),
  'account.email_change_requested': (params, locale) => {
    const words = { email: p(params, 'newEmail') };
    return {
      subject: serverText(locale, 'mailAccount.emailChangeRequested.subject'),
      lines: serverTextLines(locale, 'mailAccount.emailChangeRequested.lines', words),
      action: serverText(locale, 'mailAccount.emailChangeRequested.action'),
    };
  },
  'account.email_changed': (params, locale) => {
    const words = { email: p(params, 'newEmail') };
    return {
      subject: serverText(locale, 'mailAccount.emailChanged.subject'),
      lines: serverTextLines(locale, 'mailAccount.emailChanged.lines', words),
    };
  },
} satisfies Record<string, EventTemplate>;
