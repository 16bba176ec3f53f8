import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buyoutOrders, users } from '../schema/index.js';
import { seedDemoBuyout } from './demo-buyout.js';
import { DEMO_CUSTOMER } from './demo-customer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo buy-out order', () => {
  it('the demo customer has one paid buy-out order with worked totals, and seeding again adds none', async () => {
    const [demo] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`);
    await seedDemoBuyout(t.db);
    const rows = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.userId, demo!.id));
    expect(rows).toHaveLength(1);
    // 64.99 + 2 x 39.50 = 143.99; amazon.com 8% = 11.52 (11.5192); insurance 2% = 2.88; 158.39 USD.
    expect(rows[0]).toMatchObject({ status: 'paid', totalAmount: '158.39', totalCurrency: 'USD' });
  });
});
