import { textKeys, type TextKey } from '@posylka/texts';
import en from '@posylka/texts/locales/en/validation';
import ro from '@posylka/texts/locales/ro/validation';
import ru from '@posylka/texts/locales/ru/validation';
import uk from '@posylka/texts/locales/uk/validation';
import type { Locale } from '../i18n/locales.js';

/**
 * Every validation message by code in the five interface languages: the text tree's `validation`
 * namespace (@posylka/texts). Schemas put these codes on their issues; the server (422 violations)
 * and the web forms translate them alike. `eng`, English for Romania, reads the English texts.
 */
export const VALIDATION_TEXTS: Readonly<Record<Locale, Readonly<Record<string, unknown>>>> = {
  uk,
  ru,
  en,
  ro,
  eng: en,
};

/** A message code: a key of the Ukrainian texts, a plural message's forms counted once. */
export type MessageCode = TextKey<typeof uk>;

/** A message's parameters: `{{name}}` in its text; numbers are written the locale's way. */
export type MessageParams = Record<string, string | number>;

const CODES: ReadonlySet<string> = new Set(textKeys(uk));

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && CODES.has(value);
}
