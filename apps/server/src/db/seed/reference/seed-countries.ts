import { and, eq, notInArray } from 'drizzle-orm';
import { COUNTRIES, type Country } from '@posylka/domain';
import type { Database } from '../../database.js';
import { countries, countryPlaces, tariffEntries } from '../../schema/reference.js';
import { catalogueLink, SHOP_DOMAINS } from './country-links.js';
import { upsertOnChange } from './upsert.js';

function countryRow(country: Country, index: number) {
  return {
    code: country.code,
    names: { ...country.name },
    icon: country.icon,
    currencyCode: country.currency,
    formCurrencies: [...country.formCurrencies],
    maxCost: country.maxCost.amount,
    maxCostCurrency: country.maxCost.currency,
    exportDocuments: country.exportDocumentsCountry,
    maxShipmentValueEur: country.maxShipmentValue?.amount ?? null,
    affordable: country.affordable,
    transport: country.transport,
    deliverySeparationDate: country.deliverySeparationDate,
    deliverySeparationExtraNote: country.deliverySeparationExtraNote,
    link: catalogueLink(country.code),
    domain: SHOP_DOMAINS[country.code],
    sortOrder: index + 1,
  };
}

/** The countries of the domain (SPEC §1) with their warehouses and tariff grids. */
export async function seedCountries(db: Database, list: readonly Country[] = COUNTRIES): Promise<void> {
  await db
    .insert(countries)
    .values(list.map(countryRow))
    .onConflictDoUpdate({ target: countries.code, ...upsertOnChange(countries, ['code']) });

  const places = list.flatMap((country) =>
    country.places.map((place, index) => ({
      id: place.id,
      countryCode: country.code,
      name: { ...place.name },
      city: { ...place.city },
      sortOrder: index + 1,
    })),
  );
  await db
    .insert(countryPlaces)
    .values(places)
    .onConflictDoUpdate({ target: countryPlaces.id, ...upsertOnChange(countryPlaces, ['id']) });

  for (const country of list) {
    const entries = country.tariffGrid.map((entry) => ({
      countryCode: country.code,
      stockId: entry.stockId,
      fromKg: String(entry.from),
      toKg: String(entry.to),
      price: entry.price,
      currencyCode: country.currency,
    }));
    if (entries.length === 0) continue;
    // Nothing refers to a band, so bands that left the grid are removed rather than kept stale.
    for (const stockId of new Set(entries.map((e) => e.stockId))) {
      const froms = entries.filter((e) => e.stockId === stockId).map((e) => e.fromKg);
      await db
        .delete(tariffEntries)
        .where(and(eq(tariffEntries.stockId, stockId), notInArray(tariffEntries.fromKg, froms)));
    }
    await db
      .insert(tariffEntries)
      .values(entries)
      .onConflictDoUpdate({
        target: [tariffEntries.stockId, tariffEntries.fromKg],
        ...upsertOnChange(tariffEntries, ['id', 'stock_id', 'from_kg']),
      });
  }
}
