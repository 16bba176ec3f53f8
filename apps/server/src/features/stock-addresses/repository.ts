import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { countries, countryPlaces, stockAddresses, userDefaultStocks } from '../../db/schema/index.js';

export type CountryRow = typeof countries.$inferSelect;

export async function findCountry(db: Database, code: string): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  return row;
}

/** The country's warehouses that have an address, in our order (the first one is the default). */
export async function placesWithAddresses(db: Database, countryCode: string) {
  return db
    .select({ place: countryPlaces, address: stockAddresses })
    .from(countryPlaces)
    .innerJoin(stockAddresses, eq(stockAddresses.placeId, countryPlaces.id))
    .where(eq(countryPlaces.countryCode, countryCode))
    .orderBy(asc(countryPlaces.sortOrder), asc(countryPlaces.id));
}

export async function findPlace(db: Database, placeId: string) {
  const [row] = await db
    .select({ place: countryPlaces, hasAddress: stockAddresses.placeId })
    .from(countryPlaces)
    .leftJoin(stockAddresses, eq(stockAddresses.placeId, countryPlaces.id))
    .where(eq(countryPlaces.id, placeId))
    .limit(1);
  return row ? { ...row.place, hasAddress: row.hasAddress !== null } : undefined;
}

export async function chosenPlaceId(
  db: Database,
  userId: string,
  countryCode: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ placeId: userDefaultStocks.placeId })
    .from(userDefaultStocks)
    .where(and(eq(userDefaultStocks.userId, userId), eq(userDefaultStocks.countryCode, countryCode)))
    .limit(1);
  return row?.placeId;
}

/** One default per customer and country: choosing another warehouse replaces the choice. */
export async function chooseDefault(
  db: Database,
  userId: string,
  countryCode: string,
  placeId: string,
): Promise<void> {
  await db
    .insert(userDefaultStocks)
    .values({ userId, countryCode, placeId })
    .onConflictDoUpdate({
      target: [userDefaultStocks.userId, userDefaultStocks.countryCode],
      set: { placeId, updatedAt: new Date() },
    });
}

/** Drops the choice when it is this warehouse, so the country falls back to its first one. */
export async function clearDefault(db: Database, userId: string, countryCode: string, placeId: string) {
  await db
    .delete(userDefaultStocks)
    .where(
      and(
        eq(userDefaultStocks.userId, userId),
        eq(userDefaultStocks.countryCode, countryCode),
        eq(userDefaultStocks.placeId, placeId),
      ),
    );
}
