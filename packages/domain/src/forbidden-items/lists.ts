import type { CountryCode } from '../reference/types.js';
import { FORBIDDEN_ITEMS, type ForbiddenItem, type ForbiddenItemKind } from './items.js';

/**
 * SPEC §9 "Forbidden-items lists differ by country: CA, KR and AU share one; JP and CN have their own;
 * the default is shorter". The default covers what no route may carry (customs and excise rules);
 * the long-haul air routes add the airline bans on lithium batteries and flammable liquids, and
 * China and Japan add their export bans (drones from China; food from both, since SPEC §9 allows
 * food only up to 10 kg elsewhere).
 */
export type ForbiddenListId = 'default' | 'ca_kr_au' | 'jp' | 'cn';

const DEFAULT_LIST: readonly ForbiddenItemKind[] = [
  'hoverboards',
  'aerosols',
  'weapons',
  'alcohol',
  'tobacco',
  'medicines',
];

const LISTS: Readonly<Record<ForbiddenListId, readonly ForbiddenItemKind[]>> = {
  default: DEFAULT_LIST,
  ca_kr_au: ['batteries', 'power_banks', ...DEFAULT_LIST, 'drones', 'liquids'],
  jp: ['batteries', 'power_banks', ...DEFAULT_LIST, 'liquids', 'food'],
  cn: ['batteries', 'power_banks', ...DEFAULT_LIST, 'drones', 'liquids', 'food'],
};

const BY_COUNTRY: Readonly<Partial<Record<CountryCode, ForbiddenListId>>> = {
  CA: 'ca_kr_au',
  KR: 'ca_kr_au',
  AU: 'ca_kr_au',
  JP: 'jp',
  CN: 'cn',
};

/** SPEC §2 guide: FAQ article that explains the prohibited goods in full. */
export const FORBIDDEN_ITEMS_ARTICLE_ID = '360016350892';

export function forbiddenListIdOf(country: string): ForbiddenListId {
  return BY_COUNTRY[country as CountryCode] ?? 'default';
}

/** The prohibited goods for parcels from `country`, in SPEC order; an unknown country gets the default list. */
export function forbiddenItemsFor(country: string): ForbiddenItem[] {
  const kinds = new Set(LISTS[forbiddenListIdOf(country)]);
  return Object.values(FORBIDDEN_ITEMS).filter((item) => kinds.has(item.kind));
}
