// Reference data seed: idempotent upserts keyed by natural keys, so it runs on every start.
import type { Database } from '../../database.js';
import { seedGoodsCategories } from './seed-categories.js';
import { seedCompanies } from './seed-companies.js';
import { seedCountries } from './seed-countries.js';
import { seedCurrencies } from './seed-currencies.js';
import { seedHsCodes } from './seed-hs.js';
import { seedSettings } from './seed-settings.js';

export { SNAPSHOT_SOURCE } from './seed-currencies.js';

/** Currencies and rates first (countries and tariffs refer to them), then countries, then the rest. */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCurrencies(tx);
    await seedCountries(tx);
    await seedCompanies(tx);
    await seedHsCodes(tx);
    await seedGoodsCategories(tx);
    await seedSettings(tx);
  });
}
