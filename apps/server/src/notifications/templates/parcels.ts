// Forwarded parcels: the declaration, each state of the lifecycle, a hold, the Nova Poshta waybill. The
// words are the text tree's `mailParcels` (@posylka/texts locales/<lng>/server/mail-parcels.ts).
import { serverText, serverTextLines } from '../../http/server-texts.js';
import type { EventTemplate } from './types.js';
import { p } from './types.js';
import { stateOf } from './words.js';

export const parcelTemplates = {
  'parcel.declared': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailParcels.declared.subject', words),
      lines: serverTextLines(locale, 'mailParcels.declared.lines', words),
      action: serverText(locale, 'mailParcels.declared.action'),
    };
  },
  'parcel.state': (params, locale) => {
    const words = { number: p(params, 'number'), state: stateOf(params, locale) };
    return {
      subject: serverText(locale, 'mailParcels.state.subject', words),
      lines: serverTextLines(locale, 'mailParcels.state.lines', words),
      action: serverText(locale, 'mailParcels.state.action'),
    };
  },
  'parcel.held': (params, locale) => {
    const words = { number: p(params, 'number') };
    return {
      subject: serverText(locale, 'mailParcels.held.subject', words),
      lines: serverTextLines(locale, 'mailParcels.held.lines', words),
      action: serverText(locale, 'mailParcels.held.action'),
      sms: serverText(locale, 'mailParcels.held.sms', words),
    };
  },
  'parcel.waybill': (params, locale) => {
    const words = { number: p(params, 'number'), waybill: p(params, 'waybill') };
    return {
      subject: serverText(locale, 'mailParcels.waybill.subject', words),
      lines: serverTextLines(locale, 'mailParcels.waybill.lines', words),
      action: serverText(locale, 'mailParcels.waybill.action'),
      sms: serverText(locale, 'mailParcels.waybill.sms', words),
    };
  },
} satisfies Record<string, EventTemplate>;
