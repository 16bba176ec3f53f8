import type { Locale } from '../i18n/locales.js';

/** SPEC §7: notification posts exist in uk, ru and en only. */
export const NOTIFICATION_POST_LOCALES = ['uk', 'ru', 'en'] as const;
export type NotificationPostLocale = (typeof NOTIFICATION_POST_LOCALES)[number];

/**
 * The language posts are served in for a page language: Romanian pages (ro, and eng, the English
 * interface for Romania) read the English posts, since a Romanian reader is likelier to read English
 * than Ukrainian or Russian.
 */
export function notificationPostLocale(locale: Locale): NotificationPostLocale {
  return locale === 'uk' || locale === 'ru' ? locale : 'en';
}
