import { LOCALE_TAGS, type Locale } from '@posylka/domain';
import { createInstance, type i18n } from 'i18next';
import { NAMESPACES, type LocaleResources } from './namespaces.js';

/**
 * A fresh i18next instance for one locale. On the server each request renders with its own instance
 * (never a shared mutable singleton). The language is the BCP 47 tag (uk-UA, en-RO...) so that
 * Intl.PluralRules, which does not know "eng", picks the right plural forms: uk/ru one/few/many/other,
 * en and eng one/other, ro one/few/other.
 */
export function createI18n(locale: Locale, resources: LocaleResources): i18n {
  const lng = LOCALE_TAGS[locale];
  const instance = createInstance();
  // No initReactI18next: it would also register the instance as a process-wide global. Components
  // get the instance from <I18nextProvider> only.
  void instance.init({
    lng,
    resources: { [lng]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: false },
  });
  return instance;
}
