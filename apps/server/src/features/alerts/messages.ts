import { formatMoney, isCurrencyCode, shipmentStateName, type Locale } from '@posylka/domain';
import { SERVER_TEXTS, serverText } from '../../http/server-texts.js';

/**
 * The wording of every alert code is the text tree's `server` namespace, `alerts.<code>.title|text`
 * (@posylka/texts locales/<lng>/server/alerts.ts); its `{{name}}` variables come from the alert's params.
 */
const ALERT_TEXTS = SERVER_TEXTS.uk.alerts;

export type AlertMessageKey = keyof typeof ALERT_TEXTS;
export const ALERT_MESSAGE_KEYS = Object.keys(ALERT_TEXTS) as AlertMessageKey[];

/** An alert that hands the customer a promo code carries it in its `code` param (shown with a copy button). */
export function promoCodeOf(params: Record<string, string | number>): string | null {
  return typeof params.code === 'string' && params.code !== '' ? params.code : null;
}

export function isAlertMessageKey(value: string): value is AlertMessageKey {
  return Object.hasOwn(ALERT_TEXTS, value);
}

/** "15.90 USD": how surcharge alerts stored their amount before they carried the currency apart. */
const AMOUNT_WITH_CURRENCY = /^(\d{1,12}(?:\.\d{1,2})?) ([A-Z]{3})$/;

/**
 * Money params read the local way through the domain's formatter. `amount` with a `currency` param
 * (or stored as "15.90 USD") is that money ("15,90 $" in uk, "$15.90" in en); an `amount` alone is
 * hryvnias (SPEC §9 "Discounts and bonuses are in UAH") written as in running text: "45 ₴" or
 * "12,50 ₴" in Ukrainian, "₴45" in English, whole amounts without the ",00".
 * A value that is not a number is shown as it is: a stored alert never makes the list fail.
 */
function formatParam(name: string, params: Record<string, string | number>, locale: Locale): string {
  const value = params[name];
  if (value === undefined) return '';
  // A shipment state travels as its code, so a stored alert reads right in whatever language it is opened.
  if (name === 'state') return shipmentStateName(String(value), locale);
  if (name !== 'amount') return String(value);
  const text = String(value);
  const tagged = AMOUNT_WITH_CURRENCY.exec(text);
  const currency = tagged?.[2] ?? (typeof params.currency === 'string' ? params.currency : null);
  const amount = tagged?.[1] ?? text;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount)) return text;
  if (currency && currency !== 'UAH' && isCurrencyCode(currency))
    return formatMoney({ amount, currency }, locale);
  return formatMoney({ amount, currency: 'UAH' }, locale, { wholeWithoutCents: true });
}

/** A `{{name}}` variable of a template. */
const VARIABLE = /\{\{(\w+)\}\}/g;

/** The alert in the request's language; null for a code this release does not know (it is skipped). */
export function wordAlert(
  key: string,
  params: Record<string, string | number>,
  locale: Locale,
): { title: string; text: string } | null {
  if (!isAlertMessageKey(key)) return null;
  // Every variable of the template gets its formatted value, an absent param an empty one.
  const word = (part: 'title' | 'text') => {
    const template: string = SERVER_TEXTS[locale].alerts[key][part];
    const values = Object.fromEntries(
      [...template.matchAll(VARIABLE)].map(([, name = '']) => [name, formatParam(name, params, locale)]),
    );
    return serverText(locale, `alerts.${key}.${part}`, values);
  };
  return { title: word('title'), text: word('text') };
}
