import { createTexts, type Locale } from '@posylka/texts';
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

type Texts = ReturnType<typeof createTexts>;
const instances = new Map<Locale, Texts>();

/** One i18next instance per language over the `server` namespace, made on first use. */
function textsOf(locale: Locale): Texts {
  let instance = instances.get(locale);
  if (!instance) {
    const resources = SERVER_TEXTS[locale] ?? SERVER_TEXTS.uk;
    instance = createTexts(
      locale,
      { server: resources },
      { defaultNS: 'server', keepMissingVariables: true },
    );
    instances.set(locale, instance);
  }
  return instance;
}

export function translate(
  locale: Locale,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  return textsOf(locale).t(`errors.${code}`, params);
}
