// Buy-out orders: a price question, bought, arrived at the US warehouse, 72 hours passed. The words are
// the text tree's `mailBuyout` (@posylka/texts locales/<lng>/server/mail-buyout.ts).
import { serverText, serverTextLines } from '../../http/server-texts.js';
import type { EventTemplate } from './types.js';
import { p } from './types.js';

export const buyoutTemplates = {
  'buyout.price_question': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailBuyout.priceQuestion.subject', words),
      lines: serverTextLines(locale, 'mailBuyout.priceQuestion.lines', words),
      action: serverText(locale, 'mailBuyout.priceQuestion.action'),
    };
  },
  'buyout.bought': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailBuyout.bought.subject', words),
      lines: serverTextLines(locale, 'mailBuyout.bought.lines', words),
      action: serverText(locale, 'mailBuyout.bought.action'),
    };
  },
  'buyout.arrived': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailBuyout.arrived.subject', words),
      lines: serverTextLines(locale, 'mailBuyout.arrived.lines', words),
      action: serverText(locale, 'mailBuyout.arrived.action'),
    };
  },
  'buyout.overdue': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailBuyout.overdue.subject', words),
      lines: serverTextLines(locale, 'mailBuyout.overdue.lines', words),
      action: serverText(locale, 'mailBuyout.overdue.action'),
    };
  },
} satisfies Record<string, EventTemplate>;
