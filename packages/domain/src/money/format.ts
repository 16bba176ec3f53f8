import { LOCALE_TAGS, type Locale } from '../i18n/locales.js';
import type { CurrencyCode } from './currency.js';
import { roundAmount } from './decimal.js';
import type { Money } from './money.js';

/**
 * Symbols of SPEC §9: $, £, €, and ₴ for UAH. Any currency missing here (CAD, AUD, RON, JPY, ...) is
 * shown by its ISO code, because "$" would be ambiguous for CAD/AUD.
 */
export const CURRENCY_SYMBOLS: Readonly<Partial<Record<CurrencyCode, string>>> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  UAH: '₴',
};

/** The interface's local currency (SPEC §9): lei (shown "RON") for ro and eng, hryvnia otherwise. */
export function localCurrency(locale: Locale): CurrencyCode {
  return locale === 'ro' || locale === 'eng' ? 'RON' : 'UAH';
}

/** What stands next to an amount: the symbol when SPEC lists one, else the ISO code. */
export function currencyLabel(currency: CurrencyCode): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, minimumFractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format;
}

export type MoneyFormatOptions = {
  /**
   * A whole amount without its ",00" ("150 ₴", for headlines and running text); an amount with
   * kopiykas keeps both decimals ("12,50 ₴").
   */
  wholeWithoutCents?: boolean;
};

/** Number only, grouped per locale, 2 decimals rounded half-down ("1 234,50" in uk, "1,234.50" in en). */
export function formatAmount(amount: string, locale: Locale, options: MoneyFormatOptions = {}): string {
  // Rounded with decimal.js first, then handed to Intl as a string: Intl formats decimal strings
  // exactly, so no binary float ever touches the value.
  const rounded = roundAmount(amount);
  const whole = options.wholeWithoutCents === true && rounded.endsWith('.00');
  return numberFormat(locale, whole ? 0 : 2).format(rounded as `${number}`);
}

/**
 * Amount with its currency for display. English puts a symbol before the number ("$1,234.50",
 * "CAD 1,234.50"); the other interfaces write it after with a no-break space ("1 234,50 ₴",
 * "1.234,50 RON"). The placement is fixed here rather than taken from Intl because ICU mixes
 * conventions inside one locale (en-RO prints EUR as "€1,234.50" but USD as "1.234,50 $").
 */
export function formatMoney(m: Money, locale: Locale, options: MoneyFormatOptions = {}): string {
  const label = currencyLabel(m.currency);
  const formatted = formatAmount(m.amount, locale, options);
  const negative = formatted.startsWith('-');
  const digits = negative ? formatted.slice(1) : formatted;
  const sign = negative ? '-' : '';
  if (locale === 'en') {
    const gap = label.length > 1 ? '\u00a0' : '';
    return `${sign}${label}${gap}${digits}`;
  }
  return `${sign}${digits}\u00a0${label}`;
}

/** An amount in the interface's local currency (SPEC §9): "100,00 ₴" in uk, "100,00 RON" in ro. */
export function formatLocalMoney(amount: string, locale: Locale, options: MoneyFormatOptions = {}): string {
  return formatMoney({ amount, currency: localCurrency(locale) }, locale, options);
}
