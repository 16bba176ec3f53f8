// Every word the service says, in one resource tree (issue 17 item 6): the interface
// languages, the namespaces and their typed keys, and the instance factory the web app, the console, the
// domain and the server use. All five languages at once are in `@posylka/texts/resources`, which a browser
// bundle must not import.
export { DEFAULT_LOCALE, isLocale, LOCALES, LOCALE_TAGS, type Locale } from './languages.js';
export { NAMESPACES, type LocaleResources, type Namespace, type Resources } from './namespaces.js';
export {
  createTexts,
  textsByLanguage,
  type Texts,
  type TextsOptions,
  type TextValues,
} from './translator.js';
export { textKeys, type TextKey } from './keys.js';
