// Test set-up shared by the lifecycle, console and model tests: a parcel that passes every parcel
// rule (issue 13), as a real registered parcel would: priced goods, one of its owner's active
// department addresses, and a phone its owner verified. Tests of the rules themselves start from
// here and take one thing away.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { orderItems, orders, userAddresses, users } from '../db/schema/index.js';

/** A Ukrainian mobile number per owner is enough: the rules ask only that the owner verified it. */
export const READY_PHONE = '380671234567';

export async function makeReadyToLeave(db: Database, userId: string, orderId: string): Promise<void> {
  const items = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (items.length === 0) {
    await db.insert(orderItems).values({
      orderId,
      position: 0,
      name: 'Running shoes',
      quantity: 1,
      unitPriceAmount: '40.00',
      unitPriceCurrency: 'USD',
    });
  }
  await db
    .update(users)
    .set({ phoneNumber: READY_PHONE, phoneVerifiedAt: new Date() })
    .where(eq(users.id, userId));
  const [address] = await db
    .insert(userAddresses)
    .values({
      userId,
      type: 'department',
      cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626',
      cityName: 'Львів, Львівська обл.',
      warehouseRef: '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
      warehouseNumber: '1',
      warehouseDescription: 'Відділення №1: вул. Городоцька, 359',
      zip: '00001',
      fullAddress: 'Львів, Відділення №1',
    })
    .returning({ id: userAddresses.id });
  const [order] = await db.select({ trackNo: orders.trackNo }).from(orders).where(eq(orders.id, orderId));
  const trackNo = order?.trackNo ?? `RT${randomBytes(6).toString('hex').toUpperCase()}`;
  await db
    .update(orders)
    .set({ consigneeAddressId: address!.id, phoneNumber: READY_PHONE, receivedTrackNumber: true, trackNo })
    .where(eq(orders.id, orderId));
}
