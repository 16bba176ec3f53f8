// Shared pieces of wording: money, dates and counts in the customer's language.
import {
  formatMoney,
  isCurrencyCode,
  KYIV_TIME_ZONE,
  LOCALE_TAGS,
  shipmentStateName,
  type Locale,
} from '@posylka/domain';
import { serverText } from '../../http/server-texts.js';
import { p, type NotificationParams } from './types.js';

/** "15,90 $" from params amount + currency; the raw figures when they are not money (never throws). */
export function moneyOf(params: NotificationParams, locale: Locale, name = 'amount'): string {
  const amount = p(params, name);
  const currency = p(params, 'currency');
  if (!isCurrencyCode(currency) || !/^-?\d+(\.\d+)?$/.test(amount)) return `${amount} ${currency}`.trim();
  return formatMoney({ amount, currency }, locale);
}

/** A calendar date (YYYY-MM-DD or ISO) the customer's way, e.g. "3 грудня 2026 р.". */
export function dateOf(params: NotificationParams, locale: Locale, name = 'date'): string {
  const raw = p(params, name);
  const at = new Date(raw.length === 10 ? `${raw}T12:00:00Z` : raw);
  if (Number.isNaN(at.getTime())) return raw;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: KYIV_TIME_ZONE,
  }).format(at);
}

export const stateOf = (params: NotificationParams, locale: Locale) =>
  shipmentStateName(p(params, 'state'), locale);

/** "3 дні", "1 день", "5 днів", "1 day", "20 de zile": the count with its plural form. */
export function daysOf(count: number, locale: Locale): string {
  return serverText(locale, 'mailLayout.counts.days', { count });
}

/** "48 годин", "1 годину", "2 hours", "48 de ore": the count with its plural form (accusative in uk/ru). */
export function hoursOf(count: number, locale: Locale): string {
  return serverText(locale, 'mailLayout.counts.hours', { count });
}
