import { createInstance, type i18n } from 'i18next';
import { LOCALE_TAGS, type Locale } from './languages.js';
import { NAMESPACES, type LocaleResources } from './namespaces.js';

export interface TextsOptions {
  /** The namespace of keys without a `ns:` prefix (the site's `common`, the console's `admin`). */
  defaultNS?: string;
  /** A variable missing from `t`'s values stays visible as `{{name}}` instead of vanishing. */
  keepMissingVariables?: boolean;
}

/**
 * A fresh i18next instance for one locale over the text tree (never a shared mutable singleton: on
 * the server each request gets its own). The language is the BCP 47 tag (uk-UA, en-RO...) so that
 * Intl.PluralRules, which does not know "eng", picks the right plural forms: uk/ru one/few/many/other,
 * en and eng one/other, ro one/few/other.
 */
export function createTexts(
  locale: Locale,
  resources: Partial<LocaleResources> | Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  options: TextsOptions = {},
): i18n {
  const lng = LOCALE_TAGS[locale];
  const instance = createInstance();
  // No initReactI18next: it would also register the instance as a process-wide global. React
  // components get the instance from <I18nextProvider> only.
  void instance.init({
    lng,
    resources: { [lng]: resources },
    ns: Object.keys(resources).length > 0 ? Object.keys(resources) : [...NAMESPACES],
    defaultNS: options.defaultNS ?? 'common',
    fallbackLng: false,
    load: 'currentOnly',
    initAsync: false,
    interpolation: {
      escapeValue: false, // React escapes already; e-mail templates escape their own
      ...(options.keepMissingVariables
        ? { missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0] }
        : {}),
    },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * `createTexts` once per language, on first use: for code that speaks in any language the caller
 * asks for (the domain's validation messages, the server's errors), outside a request's own instance.
 */
export function textsByLanguage(
  resourcesOf: (locale: Locale) => Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  options: TextsOptions = {},
): (locale: Locale) => i18n {
  const instances = new Map<Locale, i18n>();
  return (locale) => {
    let instance = instances.get(locale);
    if (!instance) {
      instance = createTexts(locale, resourcesOf(locale), options);
      instances.set(locale, instance);
    }
    return instance;
  };
}
