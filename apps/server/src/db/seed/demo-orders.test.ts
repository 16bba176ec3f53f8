import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { npWarehouses, orders, userAddresses, users } from '../schema/index.js';
import { DEMO_CUSTOMER } from './demo-customer.js';
import { seedDemoOrders } from './demo-orders.js';

describe('demo orders seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo customer a registered US order to a locker and a DE draft, once', async () => {
    await seedDemoOrders(t.db);
    const [demo] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, demo!.id));
    expect(rows.map((row) => [row.countryCode, row.checkoutState]).sort()).toEqual([
      ['DE', 'delivery'],
      ['US', 'completed'],
    ]);
    const us = rows.find((row) => row.countryCode === 'US')!;
    expect(us).toMatchObject({ itemsTotalAmount: '114.49', itemsTotalCurrency: 'USD', isOverLimit: false });
    expect(us.consigneeAddressId).not.toBeNull();
    // The locker is one of the directory's (its page shows the schedule and the map).
    const [locker] = await t.db
      .select({ ref: userAddresses.warehouseRef, type: userAddresses.type })
      .from(userAddresses)
      .where(eq(userAddresses.id, us.consigneeAddressId!));
    expect(locker!.type).toBe('box');
    const [known] = await t.db.select().from(npWarehouses).where(eq(npWarehouses.ref, locker!.ref!));
    expect(known).toMatchObject({ type: 'box', cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626' });
  });
});
