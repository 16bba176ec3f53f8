import { desc } from 'drizzle-orm';
import { NBU_RATES_SNAPSHOT, type CurrencyCode, type Rates } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { exchangeRates } from '../../db/schema/index.js';

/** The newest stored rate of each currency (the seed's NBU snapshot until the refresh job runs). */
export interface LatestRates {
  /** Date of the newest rate, ISO; null when no rate is stored at all. */
  date: string | null;
  /** UAH per 1 unit; UAH itself is always 1. */
  uahPer: Partial<Record<CurrencyCode, string>>;
}

export async function loadLatestRates(db: Database): Promise<LatestRates> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currencyCode], {
      code: exchangeRates.currencyCode,
      uahPerUnit: exchangeRates.uahPerUnit,
      validOn: exchangeRates.validOn,
    })
    .from(exchangeRates)
    .orderBy(exchangeRates.currencyCode, desc(exchangeRates.validOn));
  const uahPer: Partial<Record<CurrencyCode, string>> = { UAH: '1' };
  let date: string | null = null;
  for (const row of rows) {
    uahPer[row.code as CurrencyCode] = row.uahPerUnit;
    if (date === null || row.validOn > date) date = row.validOn;
  }
  return { date, uahPer };
}

/** The domain's Rates when every asked currency has a rate, else null (not ready yet). */
export function asDomainRates(latest: LatestRates, needed: readonly CurrencyCode[]): Rates | null {
  if (!needed.every((code) => latest.uahPer[code] !== undefined)) return null;
  return { date: latest.date ?? '', uahPer: latest.uahPer as Record<CurrencyCode, string> };
}

/**
 * UAH per unit of every currency for calculations: the newest stored NBU rate of each, over the
 * bundled snapshot for any currency the database has no rate for yet (the snapshot the seed stores).
 * Orders, buy-outs and the parcel lifecycle all price with this one reading.
 */
export async function loadRates(db: Database): Promise<Rates> {
  const latest = await loadLatestRates(db);
  const uahPer = { ...NBU_RATES_SNAPSHOT.uahPer, ...latest.uahPer, UAH: '1' } as Record<CurrencyCode, string>;
  const date =
    latest.date !== null && latest.date > NBU_RATES_SNAPSHOT.date ? latest.date : NBU_RATES_SNAPSHOT.date;
  return { date, uahPer };
}
