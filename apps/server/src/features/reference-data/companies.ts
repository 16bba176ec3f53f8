import { asc, eq } from 'drizzle-orm';
import type { CompanyItem } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';

/** A country's shops in the order of our list (the most used first). */
export async function listCompanies(db: Database, countryCode: string): Promise<CompanyItem[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      label: companies.label,
      icon: companies.icon,
      mayNeedPassword: companies.mayNeedPassword,
    })
    .from(companies)
    .where(eq(companies.countryCode, countryCode))
    .orderBy(asc(companies.sortOrder), asc(companies.id));
}
