import type { ApiClient } from '@posylka/contract';
import { COUNTRY_CODES, type ConsoleLocale, type Place } from '@posylka/domain';
import type { AdminOption } from './admin-list.js';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Warehouse countries for the console's selects, named in the console language by the countries
 * list; when that list cannot be read, the codes alone still let the operator work.
 */
export async function loadCountryOptions(api: ApiClient): Promise<CountryOption[]> {
  try {
    const countries = await api.extra.countries();
    return countries.map((c) => ({ code: c.code, name: c.text }));
  } catch {
    return COUNTRY_CODES.map((code) => ({ code, name: code }));
  }
}

/** The filter selects' options: "UA · Україна" (code first, the operator's shorthand). */
export function countryOptions(countries: readonly CountryOption[]): AdminOption[] {
  return countries.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
}

/** A warehouse in a select: "Oregon · Portland"; the city alone where the warehouse is named after it. */
export function placeLabel(place: Place, locale: ConsoleLocale): string {
  const name = place.name[locale];
  const city = place.city[locale];
  return name === city ? name : `${name} · ${city}`;
}
