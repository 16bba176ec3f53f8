import type { Locale } from '../../i18n/locales.js';

/**
 * Plural forms by CLDR category. Ukrainian and Russian use one/few/many/other, Romanian one/few/other,
 * English one/other; `other` is required because every language falls back to it (fractions in uk).
 */
export type PluralForms = { one?: string; few?: string; many?: string; other: string };

/** A text with `{param}` placeholders, or plural forms chosen by the numeric param named in `count`. */
export type MessageText = string | { count: string; forms: PluralForms };

/** One message in every interface language; Ukrainian first because it is the canonical wording. */
export type LocalizedMessage = Record<Locale, MessageText>;

export type MessageParams = Record<string, string | number>;
