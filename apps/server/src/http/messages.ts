import { textsByLanguage, type Locale } from '@posylka/texts';
import en from '@posylka/texts/locales/en/server';
import ro from '@posylka/texts/locales/ro/server';
import ru from '@posylka/texts/locales/ru/server';
import uk from '@posylka/texts/locales/uk/server';

/**
 * Server error texts (non-validation): the descriptions of whole-request failures, in the text
 * tree's `server` namespace (@posylka/texts, `errors.*`). Field violations use the `validation`
 * namespace. `{{name}}` placeholders are filled from HttpError params.
 */
export const SERVER_TEXTS: Readonly<Record<Locale, typeof uk>> = { uk, ru, en, ro, eng: en };

export type MessageCode = keyof (typeof uk)['errors'];

/** One i18next instance per language over the `server` namespace, made on first use. */
const textsOf = textsByLanguage((locale) => ({ server: SERVER_TEXTS[locale] ?? SERVER_TEXTS.uk }), {
  defaultNS: 'server',
  keepMissingVariables: true,
});

export function translate(
  locale: Locale,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  return textsOf(locale).t(`errors.${code}`, params);
}
