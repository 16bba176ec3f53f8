import { describe, expect, it } from 'vitest';
import en from '@posylka/texts/locales/en/admin';
import uk from '@posylka/texts/locales/uk/admin';
import { adminLocaleCookie, adminLocaleFromCookies, adminT, createAdminI18n } from './admin-i18n.js';
import { ADMIN_RESOURCES } from '../../i18n/admin-resources.server.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}
const bases = (flat: Map<string, string>) =>
  [...new Set([...flat.keys()].map((k) => k.replace(PLURAL, '')))].sort();
const vars = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('console texts (issue 5: "in Ukrainian and English")', () => {
  const ukFlat = flatten(uk);
  const enFlat = flatten(en);

  it('en has every uk key, with the same variables, none empty', () => {
    expect(bases(enFlat)).toEqual(bases(ukFlat));
    for (const [key, text] of enFlat) {
      const ukText = ukFlat.get(key) ?? ukFlat.get(key.replace(PLURAL, '_other')) ?? '';
      expect(vars(text), key).toEqual(vars(ukText));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('plurals follow each language: uk one/few/many/other, en one/other', () => {
    expect([...ukFlat.keys()].filter((k) => k.startsWith('dispatch.selected_')).sort()).toEqual([
      'dispatch.selected_few',
      'dispatch.selected_many',
      'dispatch.selected_one',
      'dispatch.selected_other',
    ]);
    const t = adminT(createAdminI18n('uk', ADMIN_RESOURCES.uk));
    expect([1, 3, 5, 21].map((count) => t('dispatch.selected', { count }))).toEqual([
      'Позначено 1 посилку',
      'Позначено 3 посилки',
      'Позначено 5 посилок',
      'Позначено 21 посилку',
    ]);
    const e = adminT(createAdminI18n('en', ADMIN_RESOURCES.en));
    expect([1, 2].map((count) => e('dispatch.selected', { count }))).toEqual([
      '1 parcel selected',
      '2 parcels selected',
    ]);
  });

  it('the language: the console cookie first, else uk for the Ukrainian site and en for the other languages', () => {
    expect(adminLocaleFromCookies(null)).toBe('uk');
    expect(adminLocaleFromCookies('admin_locale=en')).toBe('en');
    expect(adminLocaleFromCookies('locale=ru')).toBe('en');
    expect(adminLocaleFromCookies('locale=uk')).toBe('uk');
    expect(adminLocaleFromCookies('locale=ro; admin_locale=uk')).toBe('uk');
    expect(adminLocaleFromCookies('admin_locale=ro')).toBe('uk');
    expect(adminLocaleCookie('en')).toBe('admin_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
