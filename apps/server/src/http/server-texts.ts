import { textsByLanguage, type Locale, type TextKey } from '@posylka/texts';
import en from '@posylka/texts/locales/en/server';
import ro from '@posylka/texts/locales/ro/server';
import ru from '@posylka/texts/locales/ru/server';
import uk from '@posylka/texts/locales/uk/server';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A language's tree in the Ukrainian source's shape, with the plural forms of its own language: en
 * has `_one/_other`, ro `_one/_few/_other` where uk has `_one/_few/_many/_other` (locales.test.ts
 * checks each language's forms).
 */
type Translation<T> = {
  [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string | readonly string[]
    ? T[K]
    : Translation<T[K]>;
} & { [K in keyof T as K extends `${string}_${PluralSuffix}` ? K : never]?: string };

/** Every language checked against the Ukrainian keys, then typed as Ukrainian (only the texts' `t` reads plural keys). */
function translatedAsUkrainian(
  texts: Readonly<Record<Locale, Translation<typeof uk>>>,
): Readonly<Record<Locale, typeof uk>> {
  return texts as Readonly<Record<Locale, typeof uk>>;
}

/**
 * The server's own words: the text tree's `server` namespace (@posylka/texts), one file per feature
 * (`errors`, `buyout`, `alerts`, `mailParcels`...). `eng` (English for Romania) reads English.
 * Field violations are the `validation` namespace, read by the domain.
 */
export const SERVER_TEXTS: Readonly<Record<Locale, typeof uk>> = translatedAsUkrainian({
  uk,
  ru,
  en,
  ro,
  eng: en,
});

/** `feature.key` as `t` takes it (a plural by its base name, a list of lines as one key), checked against the Ukrainian source. */
export type ServerTextKey = TextKey<typeof uk>;

export type TextParams = Readonly<Record<string, string | number>>;

/** One set of texts per language over the `server` namespace, made on first use. */
const textsOf = textsByLanguage((locale) => ({ server: SERVER_TEXTS[locale] ?? SERVER_TEXTS.uk }), {
  defaultNS: 'server',
  keepMissingVariables: true,
});

/**
 * A server text in `locale`, `{{name}}` filled from `params`; a `count` param picks the plural form
 * of the language (uk/ru one/few/many, ro one/few/other, en one/other).
 */
export function serverText(locale: Locale, key: ServerTextKey, params: TextParams = {}): string {
  return textsOf(locale).t(key, params);
}

/** A list of paragraphs (an e-mail's lines): the key holds an array of texts, each filled from `params`. */
export function serverTextLines(locale: Locale, key: ServerTextKey, params: TextParams = {}): string[] {
  const lines = textsOf(locale).lines(key, params);
  if (!lines) throw new Error(`server text ${key} is not a list of lines`);
  return lines;
}
