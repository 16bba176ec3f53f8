import type { Locale } from './languages.js';
import en from './locales/en/index.js';
import eng from './locales/eng/index.js';
import ro from './locales/ro/index.js';
import ru from './locales/ru/index.js';
import uk from './locales/uk/index.js';
import type { LocaleResources } from './namespaces.js';

/**
 * Every namespace of the site in the five languages. Read where all of them are needed at once (the
 * web server's loaders hand the browser only its page's language; the server; tests): a browser
 * bundle that imported this would carry every language.
 */
export const TEXTS: Record<Locale, LocaleResources> = { uk, ru, en, ro, eng };
