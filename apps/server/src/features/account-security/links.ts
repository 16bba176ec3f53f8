import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';

/**
 * The absolute address of a page that takes a single-use token, in the customer's language
 * (Ukrainian has no prefix). Absolute because the token is the whole point of the link: the e-mail
 * layout keeps an absolute link as it is.
 */
export function tokenPageLink(publicUrl: string, locale: string, path: string, token: string): string {
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const prefix = lang === DEFAULT_LOCALE ? '' : `/${lang}`;
  return `${publicUrl}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

export const RESET_PASSWORD_PATH = '/reset-password';
export const CONFIRM_EMAIL_CHANGE_PATH = '/confirm-email-change';
