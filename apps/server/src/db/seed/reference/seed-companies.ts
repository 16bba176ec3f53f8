import type { Database } from '../../database.js';
import { companies } from '../../schema/reference.js';
import { EUROPE_COMPANIES } from './companies-europe.js';
import { OVERSEAS_COMPANIES } from './companies-overseas.js';
import type { CompanySeedRow } from './company-seed.js';
import { upsertOnChange } from './upsert.js';

/** All hand-written company lists as table rows; the list order is the order in the select. */
export function companyRows() {
  const byCountry: Record<string, CompanySeedRow[]> = { ...OVERSEAS_COMPANIES, ...EUROPE_COMPANIES };
  return Object.entries(byCountry).flatMap(([countryCode, rows]) =>
    rows.map(([slug, name, label, mayNeedPassword], index) => ({
      countryCode,
      slug,
      name,
      label,
      // An icon key, not a URL: the web app maps it to its bundled logo or draws a monogram.
      icon: slug,
      mayNeedPassword,
      sortOrder: index + 1,
    })),
  );
}

export async function seedCompanies(db: Database): Promise<void> {
  await db
    .insert(companies)
    .values(companyRows())
    .onConflictDoUpdate({
      target: [companies.countryCode, companies.slug],
      // The serial id stays: orders keep pointing at the same company across re-seeds.
      ...upsertOnChange(companies, ['id', 'country_code', 'slug']),
    });
}
