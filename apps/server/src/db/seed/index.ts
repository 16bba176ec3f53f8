import type { Database } from '../database.js';
import { seedReference } from './reference/index.js';
import { seedDemoCustomer } from './demo-customer.js';
import { seedDemoCabinet } from './cabinet/index.js';
import { seedStockAddresses } from './stock-addresses/index.js';
import { seedCatalog } from './catalog/index.js';
import { seedContent } from './content/index.js';
import { seedCompactDirectory } from './novaposhta/seed-compact.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedPromo } from './promo/index.js';
import { seedDemoBuyout } from './demo-buyout.js';
import { seedStaff } from './staff.js';

export { DEMO_CUSTOMER } from './demo-customer.js';
export { STAFF_ACCOUNTS } from './staff.js';

export interface SeedOptions {
  /**
   * The demo customer, staff logins, orders and promo codes, whose passwords the README prints.
   * Default true (development, tests); production passes false: anyone could sign in as admin.
   */
  demo?: boolean;
}

/** Idempotent: safe on every start; reference data first, since demo data may point at it. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await seedReference(db);
  await seedCompactDirectory(db);
  await seedCatalog(db);
  await seedContent(db);
  await seedStockAddresses(db);
  if (options.demo === false) return;
  await seedDemoCustomer(db);
  await seedDemoCabinet(db);
  await seedDemoOrders(db);
  await seedPromo(db);
  await seedDemoBuyout(db);
  await seedStaff(db);
}
