import { transliterate } from '../text/index.js';

// Apostrophe variants people type in names (Кам'янець, Кам’янець, Камʼянець, Кам`янець); all dropped.
const APOSTROPHES = /['’ʼ`ʹ‘]/g;
// Anything that separates words in a place name: spaces, hyphens, dots, commas, brackets, slashes.
const SEPARATORS = /[\s\-‐–—.,()/\\"«»№#]+/g;

/**
 * The search form of a name or a query: lower case, apostrophes removed, ё as е, words separated by
 * one space. Stored keys and typed queries go through the same function, so they compare as prefixes.
 */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, '').replace(/ё/g, 'е').replace(SEPARATORS, ' ').trim();
}

/** The Latin search form: "Кам'янець-Подільський" -> "kamianets podilskyi", so `lviv` finds Львів. */
export function latinSearchKey(text: string): string {
  return normalizeSearch(transliterate(text.replace(APOSTROPHES, '')));
}

/**
 * Every word-start suffix of a normalised name: "камянець подільський" -> itself and "подільський".
 * Stored one per row, a plain btree prefix lookup then finds a query at the start of any word.
 */
export function wordStartKeys(normalized: string): string[] {
  const words = normalized.split(' ').filter((word) => word !== '');
  return words.map((_, i) => words.slice(i).join(' '));
}

/** All search keys of a city from its names in any language we have (Ukrainian, Russian, Latin). */
export function citySearchKeys(names: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    for (const key of wordStartKeys(normalizeSearch(name))) keys.add(key);
    for (const key of wordStartKeys(latinSearchKey(name))) keys.add(key);
  }
  return [...keys].filter((key) => key !== '');
}
