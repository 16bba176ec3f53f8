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
