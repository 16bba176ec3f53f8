import { NBU_RATES_SNAPSHOT } from '@posylka/domain';
import type { Database } from '../../database.js';
import { currencies, exchangeRates } from '../../schema/reference.js';
import { CURRENCIES } from './currencies.js';
import { upsertOnChange } from './upsert.js';

/** Source label of the bundled snapshot; the rate-refresh job writes its own source. */
export const SNAPSHOT_SOURCE = 'nbu-snapshot';

export async function seedCurrencies(db: Database): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ ...c })))
    .onConflictDoUpdate({ target: currencies.code, ...upsertOnChange(currencies, ['code']) });

  // UAH is the base (1 per 1) and is never stored as a rate.
  const rows = Object.entries(NBU_RATES_SNAPSHOT.uahPer)
    .filter(([code]) => code !== 'UAH')
    .map(([currencyCode, uahPerUnit]) => ({
      currencyCode,
      validOn: NBU_RATES_SNAPSHOT.date,
      uahPerUnit,
      source: SNAPSHOT_SOURCE,
    }));
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.currencyCode, exchangeRates.validOn],
      ...upsertOnChange(exchangeRates, ['currency_code', 'valid_on']),
    });
}
