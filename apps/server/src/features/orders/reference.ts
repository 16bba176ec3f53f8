// Reference data an order needs, read straight from the reference tables (features/reference-data exposes only
// its routes): the country with its customs limit, the company, goods categories, the latest NBU
// rates and the forwarding percents.
import { and, eq, inArray } from 'drizzle-orm';
import type { CurrencyCode, Money } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { companies, countries, goodsCategories } from '../../db/schema/index.js';

export type CountryRow = typeof countries.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type CategoryRow = typeof goodsCategories.$inferSelect;

export async function findCountry(db: Database, code: string): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row ?? null;
}

/** The country's customs limit (SPEC §3 maxCost, EUR). */
export function countryLimit(country: CountryRow): Money {
  return { amount: country.maxCost, currency: country.maxCostCurrency as CurrencyCode };
}

export async function findCompany(db: Database, id: number, countryCode: string): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.countryCode, countryCode)))
    .limit(1);
  return row ?? null;
}

export async function findCompanyById(db: Database, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function findCategories(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, CategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(goodsCategories)
    .where(inArray(goodsCategories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Forwarding percents and rates: one reading for every feature (features/reference-data). */
export { loadForwardingPercents } from '../reference-data/index.js';
export { loadRates } from '../reference-data/index.js';
