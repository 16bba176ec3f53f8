import { describe, expect, it } from 'vitest';
import { citySearchKeys, latinSearchKey, normalizeSearch, wordStartKeys } from './normalize.js';
import { cityQuerySchema, warehouseQuerySchema } from './schemas.js';

describe('normalizeSearch', () => {
  it.each([
    ["Кам'янець-Подільський", 'камянець подільський'],
    ['Кам’янець-Подільський', 'камянець подільський'],
    ['Камʼянець-Подільський', 'камянець подільський'],
    ['Кам`янець  Подільський', 'камянець подільський'],
    ['ЛЬВІВ', 'львів'],
    ['Королёв', 'королев'],
    ['  Балки (Вінницька обл.) ', 'балки вінницька обл'],
  ])('%s -> %s', (text, key) => {
    expect(normalizeSearch(text)).toBe(key);
  });
});

describe('latinSearchKey', () => {
  it('uses the official transliteration, so lviv, kyiv and kamianets find their cities', () => {
    expect(latinSearchKey('Львів')).toBe('lviv');
    expect(latinSearchKey('Київ')).toBe('kyiv');
    expect(latinSearchKey("Кам'янець-Подільський")).toBe('kamianets podilskyi');
    expect(latinSearchKey('Запоріжжя')).toBe('zaporizhzhia');
  });
});

describe('search keys', () => {
  it('has one key per word start', () => {
    expect(wordStartKeys('камянець подільський')).toEqual(['камянець подільський', 'подільський']);
  });
  it('covers the Ukrainian, Russian and Latin forms', () => {
    expect(citySearchKeys(['Івано-Франківськ', 'Ивано-Франковск'])).toEqual([
      'івано франківськ',
      'франківськ',
      'ivano frankivsk',
      'frankivsk',
      'ивано франковск',
      'франковск',
      'yvano frankovsk',
      'frankovsk',
    ]);
  });
});

describe('query schemas', () => {
  const issues = (query: unknown) => {
    const parsed = cityQuerySchema.safeParse({ query });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };
  it('needs 2 letters, apostrophes and spaces not counted, and at most 50 characters', () => {
    expect(issues(undefined)).toEqual(['required']);
    expect(issues('  ')).toEqual(['required']);
    expect(issues("к'")).toEqual(['string.tooShort']);
    expect(issues('кам')).toEqual([]);
    expect(issues('a'.repeat(51))).toEqual(['string.tooLong']);
    expect(cityQuerySchema.parse({ query: '  льв ' })).toEqual({ query: 'льв' });
  });
  it('warehouse filter: a city ref, department or box, and an optional text', () => {
    expect(warehouseQuerySchema.parse({ ref: ' r ', type: 'box' })).toEqual({
      ref: 'r',
      type: 'box',
      query: '',
    });
    expect(warehouseQuerySchema.safeParse({ ref: 'r', type: 'cargo' }).success).toBe(false);
    const missing = warehouseQuerySchema.safeParse({ type: 'department' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['address.city']);
  });
});
