import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_TAGS, type Locale } from './languages.js';
import enAdmin from './locales/en/admin.js';
import enServer from './locales/en/server.js';
import enValidation from './locales/en/validation.js';
import roServer from './locales/ro/server.js';
import roValidation from './locales/ro/validation.js';
import ruServer from './locales/ru/server.js';
import ruValidation from './locales/ru/validation.js';
import ukAdmin from './locales/uk/admin.js';
import ukServer from './locales/uk/server.js';
import ukValidation from './locales/uk/validation.js';
import { TEXTS } from './resources.js';
import { createTexts, textsByLanguage } from './translator.js';

// The project read its texts with i18next until the browser's first load had to shrink
// (docs/decisions/026). The translator must give the same answer for every text the project has:
// this asks both for every key of every namespace in every language, with every plural count that
// picks a different form, and compares.
const EXTRA: Record<Locale, Record<string, unknown>> = {
  uk: { validation: ukValidation, server: ukServer, admin: ukAdmin },
  ru: { validation: ruValidation, server: ruServer },
  en: { validation: enValidation, server: enServer, admin: enAdmin },
  ro: { validation: roValidation, server: roServer },
  eng: { validation: enValidation, server: enServer },
};
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 1.5, 0.5, -1];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function resourcesOf(locale: Locale): Record<string, Record<string, unknown>> {
  return { ...TEXTS[locale], ...EXTRA[locale] } as Record<string, Record<string, unknown>>;
}

function i18nextOf(locale: Locale, resources: Record<string, unknown>, keepMissingVariables = false) {
  const instance = createInstance();
  void instance.init({
    lng: LOCALE_TAGS[locale],
    resources: { [LOCALE_TAGS[locale]]: resources as Record<string, Record<string, string>> },
    ns: Object.keys(resources),
    defaultNS: 'common',
    fallbackLng: false,
    load: 'currentOnly',
    initAsync: false,
    interpolation: {
      escapeValue: false,
      ...(keepMissingVariables
        ? { missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0] }
        : {}),
    },
  });
  return instance;
}

/** Leaf keys as `t` takes them (plural forms as their base key), with the texts under each. */
function keysOf(tree: Record<string, unknown>, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || Array.isArray(value)) {
      const base = path.replace(PLURAL_SUFFIX, '');
      out.set(base, [...(out.get(base) ?? []), ...(Array.isArray(value) ? value.map(String) : [value])]);
    } else for (const [k, v] of keysOf(value as Record<string, unknown>, `${path}.`)) out.set(k, v);
  }
  return out;
}

function variablesIn(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!)))];
}

describe('the translator reads every text as i18next does', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every key of every namespace, every plural count, with and without values`, () => {
      const resources = resourcesOf(locale);
      const ours = createTexts(locale, resources);
      const theirs = i18nextOf(locale, resources);
      let compared = 0;
      for (const [ns, tree] of Object.entries(resources)) {
        for (const [key, texts] of keysOf(tree)) {
          const full = `${ns}:${key}`;
          const values = Object.fromEntries(variablesIn(texts).map((name) => [name, `«${name}»`]));
          if (texts.length > 1 && !Array.isArray(at(tree, key))) {
            for (const count of COUNTS) {
              expect(ours.t(full, { ...values, count }), `${locale} ${full} ${count}`).toBe(
                theirs.t(full, { ...values, count }),
              );
              compared++;
            }
          } else if (Array.isArray(at(tree, key))) {
            expect(ours.lines(full, values), `${locale} ${full}`).toEqual(
              theirs.t(full, { ...values, returnObjects: true }),
            );
          } else {
            expect(ours.t(full, values), `${locale} ${full}`).toBe(theirs.t(full, values));
            expect(ours.t(key, { ...values, ns }), `${locale} ${key} ns ${ns}`).toBe(
              theirs.t(key, { ...values, ns }),
            );
            // Without values the text stays as written.
            expect(ours.t(full), `${locale} ${full} bare`).toBe(theirs.t(full));
          }
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('a missing variable stays visible when asked (the server and the domain)', () => {
    const ours = textsByLanguage(resourcesOf, { keepMissingVariables: true })('uk');
    const theirs = i18nextOf('uk', resourcesOf('uk'), true);
    const key = 'validation:string.tooShort';
    expect(ours.t(key, { count: 3 })).toBe(theirs.t(key, { count: 3 }));
    expect(ours.t(key, { count: 3 })).toContain('{{min}}');
  });

  it('an unknown key reads as the key, without its namespace, as before', () => {
    const ours = createTexts('en', resourcesOf('en'));
    const theirs = i18nextOf('en', resourcesOf('en'));
    for (const key of ['layout:no.such.key', 'no.such.key', 'nosuchns:key', 'layout:auth.login.deeper']) {
      expect(ours.t(key), key).toBe(theirs.t(key));
    }
    // A key that names a group of texts: i18next answered with a warning sentence, this with the key.
    expect(ours.t('layout:auth')).toBe('auth');
  });

  it('the default namespace and a list of lines that is not a list', () => {
    const ours = createTexts('uk', resourcesOf('uk'), { defaultNS: 'layout' });
    expect(ours.t('auth.login')).toBe('Увійти');
    expect(ours.lines('layout:auth.login')).toBeUndefined();
  });
});

function at(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}
