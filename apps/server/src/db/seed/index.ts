import type { Database } from '../database.js';
import { seedReference } from './reference/index.js';
import { seedDemoCustomer } from './demo-customer.js';

export { DEMO_CUSTOMER } from './demo-customer.js';

/** Idempotent: safe on every start; reference data first, since demo data may point at it. */
export async function seed(db: Database): Promise<void> {
  await seedReference(db);
  await seedDemoCustomer(db);
}
