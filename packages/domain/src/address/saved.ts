import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { DELIVERY_TYPES, newAddressSchema, type DeliveryType } from './schemas.js';

/** `GET /personal/addresses?mode=` (SPEC §7): every saved address, or one delivery type only. */
export const ADDRESS_LIST_MODES = ['all', ...DELIVERY_TYPES] as const;
export type AddressListMode = (typeof ADDRESS_LIST_MODES)[number];
export const addressListModeSchema = z.enum(ADDRESS_LIST_MODES);

/**
 * What the address book saves: one of the three new-address forms plus "make it my default".
 * Favourite is not part of it: "saved addresses get ... isFavorite false" (SPEC §3), and it changes
 * only through the toggle.
 */
export const savedAddressInputSchema = z.intersection(
  newAddressSchema,
  z.object({ isDefault: z.boolean().optional() }),
);
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddress = z.output<typeof savedAddressInputSchema>;

export interface FullAddressParts {
  type: DeliveryType;
  /** The city's display name from the directory (or as typed, on a home address saved before issue 13). */
  cityName: string;
  /** Nova Poshta's own text for a department or locker, e.g. "Відділення №1: вул. Городоцька, 355". */
  warehouseDescription?: string | null;
  street?: string | null;
  house?: string | null;
  building?: string | null;
  flat?: string | null;
  zip?: string | null;
}

// Abbreviations a postal address uses in each language; the street and house are as the user typed them.
const HOME_LABELS: Record<Locale, { house: string; building: string; flat: string }> = {
  uk: { house: 'буд.', building: 'корп.', flat: 'кв.' },
  ru: { house: 'д.', building: 'корп.', flat: 'кв.' },
  en: { house: '', building: 'bldg', flat: 'apt' },
  eng: { house: '', building: 'bldg', flat: 'apt' },
  ro: { house: 'nr.', building: 'bl.', flat: 'ap.' },
};

const labelled = (label: string, value: string) => (label ? `${label} ${value}` : value);

/**
 * The one-line `fullAddress` of SPEC §3. Warehouse addresses read "city, Nova Poshta description"
 * (the directory text is Ukrainian in every language, as on the carrier's own site); a home address
 * is laid out with the language's abbreviations: "вул. Хрещатик, буд. 22, кв. 5, Київ, 01001".
 */
export function formatFullAddress(parts: FullAddressParts, locale: Locale = 'uk'): string {
  if (parts.type !== 'address') {
    return [parts.cityName, parts.warehouseDescription].filter((s) => s && s.trim()).join(', ');
  }
  const l = HOME_LABELS[locale];
  const streetLine =
    l.house === '' ? [parts.street, parts.house].filter(Boolean).join(' ') : (parts.street ?? '');
  const pieces = [
    streetLine,
    l.house !== '' && parts.house ? labelled(l.house, parts.house) : '',
    parts.building ? labelled(l.building, parts.building) : '',
    parts.flat ? labelled(l.flat, parts.flat) : '',
    parts.cityName,
    parts.zip ?? '',
  ];
  return pieces.filter((s) => s.trim() !== '').join(', ');
}
