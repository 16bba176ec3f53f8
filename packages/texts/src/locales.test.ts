import { describe, expect, it } from 'vitest';
import { createTexts } from './translator.js';
import { LOCALES, LOCALE_TAGS, type Locale } from './languages.js';
import { NAMESPACES } from './namespaces.js';
import enRefusals from './locales/en/lifecycle-refusals.js';
import enStates from './locales/en/parcel-states.js';
import enValidation from './locales/en/validation.js';
import roRefusals from './locales/ro/lifecycle-refusals.js';
import roStates from './locales/ro/parcel-states.js';
import roValidation from './locales/ro/validation.js';
import ruRefusals from './locales/ru/lifecycle-refusals.js';
import ruStates from './locales/ru/parcel-states.js';
import ruValidation from './locales/ru/validation.js';
import enServer from './locales/en/server.js';
import roServer from './locales/ro/server.js';
import ruServer from './locales/ru/server.js';
import ukServer from './locales/uk/server.js';
import ukRefusals from './locales/uk/lifecycle-refusals.js';
import ukStates from './locales/uk/parcel-states.js';
import ukValidation from './locales/uk/validation.js';
import { TEXTS } from './resources.js';

// The site's namespaces, and those read file by file: the domain's validation messages, parcel-state
// names and lifecycle refusals, the server's own texts (`eng` reads English there).
const DOMAIN_TEXTS: Record<Locale, Record<string, Record<string, unknown>>> = {
  uk: {
    validation: ukValidation,
    parcelStates: ukStates,
    lifecycleRefusals: ukRefusals,
    server: ukServer,
  },
  ru: {
    validation: ruValidation,
    parcelStates: ruStates,
    lifecycleRefusals: ruRefusals,
    server: ruServer,
  },
  en: {
    validation: enValidation,
    parcelStates: enStates,
    lifecycleRefusals: enRefusals,
    server: enServer,
  },
  ro: {
    validation: roValidation,
    parcelStates: roStates,
    lifecycleRefusals: roRefusals,
    server: roServer,
  },
  eng: {
    validation: enValidation,
    parcelStates: enStates,
    lifecycleRefusals: enRefusals,
    server: enServer,
  },
};
const RESOURCES = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...TEXTS[locale], ...DOMAIN_TEXTS[locale] }]),
) as unknown as Record<Locale, Record<string, Record<string, unknown>>>;
const ALL_NAMESPACES = [...NAMESPACES, 'validation', 'parcelStates', 'lifecycleRefusals', 'server'];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens nested resources to `a.b.c` -> text. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

/** Key without plural suffix -> the plural forms present (empty set for non-plural keys). */
function group(flat: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = groups.get(base) ?? new Set<string>();
    if (match?.[1]) forms.add(match[1]);
    groups.set(base, forms);
  }
  return groups;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const pluralCategories = (locale: Locale) =>
  new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories.slice().sort();

describe('translations: every key in all five locales (uk is the source of truth)', () => {
  it('plural categories per language: uk and ru one/few/many/other, en and eng one/other, ro one/few/other', () => {
    expect(pluralCategories('uk')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('ru')).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('eng')).toEqual(['one', 'other']);
    expect(pluralCategories('ro')).toEqual(['few', 'one', 'other']);
  });

  for (const ns of ALL_NAMESPACES) {
    const source = group(flatten(RESOURCES.uk[ns]));
    for (const locale of LOCALES) {
      it(`${locale}/${ns}: same keys, the plural forms of its language, same interpolation variables`, () => {
        const flat = flatten(RESOURCES[locale][ns]);
        const groups = group(flat);
        expect([...groups.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [base, forms] of groups) {
          const sourceForms = source.get(base) ?? new Set();
          if (sourceForms.size > 0) expect([...forms].sort(), `${base}`).toEqual(pluralCategories(locale));
          else expect(forms.size, `${base} must not be plural`).toBe(0);
        }
        const ukFlat = flatten(RESOURCES.uk[ns]);
        for (const [key, text] of flat) {
          const base = key.replace(PLURAL_SUFFIX, '');
          const ukText = ukFlat.get(key) ?? ukFlat.get(`${base}_other`) ?? '';
          expect(variables(text), `${locale}:${ns}:${key}`).toEqual(variables(ukText));
          expect(text.trim(), `${locale}:${ns}:${key} is empty`).not.toBe('');
        }
      });
    }
  }

  it('Ukrainian plurals pick one/few/many: 1 країна, 3 країни, 5 країн, 21 країна', () => {
    const uk = createTexts('uk', TEXTS.uk, { defaultNS: 'home' });
    expect([1, 3, 5, 11, 21, 22].map((count) => uk.t('countries.count', { count }))).toEqual([
      '1 країна',
      '3 країни',
      '5 країн',
      '11 країн',
      '21 країна',
      '22 країни',
    ]);
  });

  it('eng uses English plural rules and ro Romanian ones', () => {
    const eng = createTexts('eng', TEXTS.eng, { defaultNS: 'home' });
    expect([1, 2].map((count) => eng.t('countries.count', { count }))).toEqual(['1 country', '2 countries']);
    const ro = createTexts('ro', TEXTS.ro, { defaultNS: 'home' });
    expect([1, 2, 20].map((count) => ro.t('countries.count', { count }))).toEqual([
      '1 țară',
      '2 țări',
      '20 de țări',
    ]);
  });

  it('two instances do not share the language (one instance per SSR request)', () => {
    const a = createTexts('uk', TEXTS.uk);
    const b = createTexts('en', TEXTS.en);
    expect(a.t('layout:auth.login')).toBe('Увійти');
    expect(b.t('layout:auth.login')).toBe('Log in');
    expect(a.t('layout:auth.login')).toBe('Увійти');
  });
});
