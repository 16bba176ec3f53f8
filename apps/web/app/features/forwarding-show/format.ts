import { LOCALE_TAGS, type Locale } from '@posylka/domain';

// Dates in Kyiv time, so the server-rendered page and the browser's agree wherever the browser is.
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/** "1.25" from the warehouse's "1.250": measurements without trailing zeros, in the page's decimal sign. */
export function formatMeasure(value: string, locale: Locale): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const separator = new Intl.NumberFormat(LOCALE_TAGS[locale]).format(1.5).charAt(1);
  return trimmed ? `${whole}${separator}${trimmed}` : (whole ?? value);
}
