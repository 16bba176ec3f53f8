// Money: a payment's result, a refund (with the date it reaches the card), a surcharge to pay. The
// words are the text tree's `mailMoney` (@posylka/texts locales/<lng>/server/mail-money.ts); the sums
// and the date are formatted here, in the customer's language.
import { serverText, serverTextLines } from '../../http/server-texts.js';
import type { EventTemplate } from './types.js';
import { p } from './types.js';
import { dateOf, moneyOf } from './words.js';

export const moneyTemplates = {
  'money.payment_succeeded': (params, locale) => {
    const words = { number: p(params, 'number'), amount: moneyOf(params, locale) };
    return {
      subject: serverText(locale, 'mailMoney.paymentSucceeded.subject', words),
      lines: serverTextLines(locale, 'mailMoney.paymentSucceeded.lines', words),
      action: serverText(locale, 'mailMoney.paymentSucceeded.action'),
    };
  },
  'money.payment_failed': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailMoney.paymentFailed.subject', words),
      lines: serverTextLines(locale, 'mailMoney.paymentFailed.lines', words),
      action: serverText(locale, 'mailMoney.paymentFailed.action'),
    };
  },
  'money.refund': (params, locale) => {
    const words = {
      number: p(params, 'number'),
      amount: moneyOf(params, locale),
      arrivesBy: dateOf(params, locale, 'arrivesBy'),
    };
    return {
      subject: serverText(locale, 'mailMoney.refund.subject', words),
      lines: serverTextLines(locale, 'mailMoney.refund.lines', words),
      action: serverText(locale, 'mailMoney.refund.action'),
    };
  },
  'money.surcharge': (params, locale) => {
    const words = { number: p(params, 'number'), amount: moneyOf(params, locale) };
    return {
      subject: serverText(locale, 'mailMoney.surcharge.subject', words),
      lines: serverTextLines(locale, 'mailMoney.surcharge.lines', words),
      action: serverText(locale, 'mailMoney.surcharge.action'),
    };
  },
} satisfies Record<string, EventTemplate>;
