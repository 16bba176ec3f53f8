import { LOCALE_TAGS, type Locale } from './languages.js';

/** What `t` takes beside the key: the values of `{{name}}`, `count` for the plural form, `ns`. */
export interface TextValues {
  /** Picks the plural form by the language's rules (and fills `{{count}}`). */
  count?: number;
  /** The namespace to read, instead of the default one or a `ns:` prefix. */
  ns?: string;
  [name: string]: unknown;
}

export interface TextsOptions {
  /** The namespace of keys without a `ns:` prefix (the site's `common`, the console's `admin`). */
  defaultNS?: string;
  /** A variable missing from `t`'s values stays visible as `{{name}}` instead of vanishing. */
  keepMissingVariables?: boolean;
}

type Tree = Readonly<Record<string, unknown>>;

/** One language's texts: the tree, and `t` over it. */
export interface Texts {
  readonly locale: Locale;
  /** The BCP 47 tag the plural rules and number formats use (uk-UA, en-RO...). */
  readonly language: string;
  readonly defaultNS: string;
  /** The text at `key` (`ns:a.b` or `a.b` in the default namespace), filled; the key itself if absent. */
  t(key: string, values?: TextValues): string;
  /** A list of lines (an e-mail's paragraphs), each filled; undefined if the key holds no list. */
  lines(key: string, values?: TextValues): string[] | undefined;
}

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * The texts of one locale over a resource tree (a fresh object: on the server each request gets its
 * own). It reads the tree the way i18next did, which the project used before (docs/decisions/026):
 * `ns:` prefix, dotted paths, plural forms `key_one`/`_few`/`_many`/`_other` picked by
 * Intl.PluralRules for the locale's BCP 47 tag (so "eng" gets English rules) with `key_zero` first
 * for a count of 0, and `{{name}}` filled unescaped (React escapes; e-mail templates escape their
 * own). translator.test.ts compares every text of every locale with i18next's answer.
 */
export function createTexts(locale: Locale, tree: object, options: TextsOptions = {}): Texts {
  const resources = tree as Tree;
  const language = LOCALE_TAGS[locale];
  const defaultNS = options.defaultNS ?? 'common';
  let plurals: Intl.PluralRules | undefined;

  function lookup(key: string, values: TextValues | undefined): { found: unknown; key: string } {
    let ns = values?.ns ?? defaultNS;
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      ns = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const tree = own(resources, ns) ? resources[ns] : undefined;
    const count = values?.count;
    if (typeof count === 'number') {
      const zero = count === 0 ? find(tree, `${path}_zero`) : undefined;
      if (zero !== undefined) return { found: zero, key: path };
      plurals ??= new Intl.PluralRules(language);
      const form = find(tree, `${path}_${plurals.select(count)}`);
      if (form !== undefined) return { found: form, key: path };
    }
    return { found: find(tree, path), key: path };
  }

  // Without any values the text stays as written, as i18next left it.
  function fill(text: string, values: TextValues | undefined): string {
    if (!values || !text.includes('{{')) return text;
    return text.replace(VARIABLE, (match, name: string) => {
      const value = values?.[name];
      if (value === undefined || value === null) return options.keepMissingVariables ? match : '';
      return String(value);
    });
  }

  return {
    locale,
    language,
    defaultNS,
    t(key, values) {
      const { found, key: path } = lookup(key, values);
      return typeof found === 'string' ? fill(found, values) : path;
    },
    lines(key, values) {
      const { found } = lookup(key, values);
      if (!Array.isArray(found)) return undefined;
      return found.map((line) => fill(String(line), values));
    },
  };
}

function own(tree: Tree, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(tree, key);
}

/**
 * The value at a dotted path. A key may hold dots itself (`'account.email_verification'`), so where a
 * part is not a key, the part with the next ones joined is tried, as i18next did.
 */
function find(tree: unknown, path: string): unknown {
  const parts = path.split('.');
  let node = tree;
  let i = 0;
  while (i < parts.length) {
    if (!node || typeof node !== 'object') return undefined;
    let joined = '';
    let next: unknown;
    let j = i;
    for (; j < parts.length; j++) {
      joined = j === i ? parts[j]! : `${joined}.${parts[j]!}`;
      if (own(node as Tree, joined)) {
        next = (node as Tree)[joined];
        break;
      }
    }
    if (j === parts.length) return undefined;
    node = next;
    i = j + 1;
  }
  return node;
}

/**
 * `createTexts` once per language, on first use: for code that speaks in any language the caller
 * asks for (the domain's validation messages, the server's errors), outside a request's own texts.
 */
export function textsByLanguage(
  resourcesOf: (locale: Locale) => object,
  options: TextsOptions = {},
): (locale: Locale) => Texts {
  const made = new Map<Locale, Texts>();
  return (locale) => {
    let texts = made.get(locale);
    if (!texts) {
      texts = createTexts(locale, resourcesOf(locale), options);
      made.set(locale, texts);
    }
    return texts;
  };
}
