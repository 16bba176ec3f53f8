import type { ApiClient } from '@posylka/contract';
import { COUNTRY_CODES } from '@posylka/domain';

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
