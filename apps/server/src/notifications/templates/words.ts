// Shared pieces of wording: money and dates in the customer's language.
import {
  formatMoney,
  isCurrencyCode,
  KYIV_TIME_ZONE,
  LOCALE_TAGS,
  shipmentStateName,
  type Locale,
} from '@posylka/domain';
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

const DAY_FORMS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  uk: { one: 'день', few: 'дні', many: 'днів', other: 'дня' },
  ru: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
  en: { one: 'day', other: 'days' },
  ro: { one: 'zi', few: 'zile', other: 'de zile' },
  eng: { one: 'day', other: 'days' },
};
const PLURAL_LANGUAGE: Record<Locale, string> = { uk: 'uk', ru: 'ru', en: 'en', ro: 'ro', eng: 'en' };

/** "3 дні", "1 день", "5 днів", "1 day", "20 de zile": the count with its plural form. */
export function daysOf(count: number, locale: Locale): string {
  const forms = DAY_FORMS[locale];
  const form = forms[new Intl.PluralRules(PLURAL_LANGUAGE[locale]).select(count)] ?? forms.other;
  return `${count} ${form}`;
}

const HOUR_FORMS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  uk: { one: 'годину', few: 'години', many: 'годин', other: 'години' },
  ru: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
  en: { one: 'hour', other: 'hours' },
  ro: { one: 'oră', few: 'ore', other: 'de ore' },
  eng: { one: 'hour', other: 'hours' },
};

/** "48 годин", "1 годину", "2 hours", "48 de ore": the count with its plural form (accusative in uk/ru). */
export function hoursOf(count: number, locale: Locale): string {
  const forms = HOUR_FORMS[locale];
  const form = forms[new Intl.PluralRules(PLURAL_LANGUAGE[locale]).select(count)] ?? forms.other;
  return `${count} ${form}`;
}
