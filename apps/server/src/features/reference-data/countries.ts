import { asc, eq, notInArray } from 'drizzle-orm';
import type { CountryItem } from '@posylka/contract';
import {
  COUNTRY_IDS_HIDDEN_FROM_LIST,
  EXPORT_DOCUMENTS_THRESHOLD,
  exportDocumentKinds,
  type CurrencyCode,
  type Locale,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { countries, countryPlaces, currencies, tariffEntries } from '../../db/schema/index.js';
import { pick } from './messages.js';
import type { LatestRates } from './rates-repository.js';

/** "0.500" -> "0.5", "30.000" -> "30": weights as plain decimal strings. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * SPEC §7 "The countries list drops the entry with id TR"; ordered as SPEC §1 names them. Null while a
 * country's currency has no stored rate yet (the route answers 202 and the client retries).
 */
export async function listCountries(
  db: Database,
  locale: Locale,
  rates: LatestRates,
): Promise<CountryItem[] | null> {
  const [rows, places, tariffs] = await Promise.all([
    db
      .select({ country: countries, symbol: currencies.symbol })
      .from(countries)
      .innerJoin(currencies, eq(currencies.code, countries.currencyCode))
      .where(notInArray(countries.code, [...COUNTRY_IDS_HIDDEN_FROM_LIST]))
      .orderBy(asc(countries.sortOrder)),
    db.select().from(countryPlaces).orderBy(asc(countryPlaces.countryCode), asc(countryPlaces.sortOrder)),
    db
      .select()
      .from(tariffEntries)
      .innerJoin(countryPlaces, eq(countryPlaces.id, tariffEntries.stockId))
      .orderBy(asc(countryPlaces.sortOrder), asc(tariffEntries.fromKg)),
  ]);

  if (rows.some(({ country }) => rates.uahPer[country.currencyCode as CurrencyCode] === undefined))
    return null;
  return rows.map(({ country, symbol }) => {
    const maxCost = { amount: country.maxCost, currency: country.maxCostCurrency as CurrencyCode };
    return {
      id: country.code,
      code: country.code,
      text: pick(country.names, locale),
      name: country.names.en,
      icon: country.icon,
      affordable: country.affordable,
      currency: {
        code: country.currencyCode,
        symbol,
        rate: rates.uahPer[country.currencyCode as CurrencyCode]!,
      },
      formCurrencies: country.formCurrencies,
      maxCost,
      transport: country.transport === 'plane' ? 'plane' : 'car',
      link: country.link,
      domain: country.domain,
      places: places
        .filter((place) => place.countryCode === country.code)
        .map((place) => ({ id: place.id, name: pick(place.name, locale), city: pick(place.city, locale) })),
      tariff_grid: tariffs
        .filter(({ tariff_entries: entry }) => entry.countryCode === country.code)
        .map(({ tariff_entries: entry }) => ({
          from: trimDecimal(entry.fromKg),
          to: trimDecimal(entry.toKg),
          price: entry.price,
          currency: entry.currencyCode,
          stock_id: entry.stockId,
        })),
      documents: {
        customsLimit: maxCost,
        exportDocuments: country.exportDocuments
          ? { threshold: { ...EXPORT_DOCUMENTS_THRESHOLD }, kinds: [...exportDocumentKinds(country.code)] }
          : null,
      },
      deliverySeparation: country.deliverySeparationDate
        ? { date: country.deliverySeparationDate, extraNote: country.deliverySeparationExtraNote }
        : null,
    };
  });
}

/** Codes of the countries that ask for export documents above the threshold (SPEC §9). */
export async function exportDocumentCountries(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.exportDocuments, true))
    .orderBy(asc(countries.sortOrder));
  return rows.map((row) => row.code);
}

export async function countryExists(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  return rows.length > 0;
}
