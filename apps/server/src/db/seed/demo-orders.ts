// The demo customer's forwarding orders: one registered US parcel going to a parcel locker and one DE
// draft waiting for its delivery step, so /orders and the wizard have something to show. Figures are
// computed by the domain from the bundled NBU snapshot (the rates the seed stores). Idempotent: it
// writes only when the demo customer has no orders yet.
import {
  CUSTOMS_FREE_LIMIT,
  forwardingResults,
  forwardingSettingsFor,
  FORWARDING_SETTINGS_DEFAULTS,
  NBU_RATES_SNAPSHOT,
  convert,
  nextCheckoutState,
  roundAmount,
  type CurrencyCode,
} from '@posylka/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { companies, npWarehouses, orderItems, orders, userAddresses, users } from '../schema/index.js';
import { DEMO_CUSTOMER } from './demo-customer.js';

/** Nova Poshta's ref of Lviv (the demo customer's city). */
const LVIV_REF = 'db5c88f5-391c-11dd-90d9-001a92567626';

const DAY = 24 * 60 * 60 * 1000;

type DemoItem = { categoryId: number; name: string; quantity: number; amount: string };

function figures(items: readonly DemoItem[], currency: CurrencyCode) {
  const results = forwardingResults({
    items: items.map((item) => ({ quantity: item.quantity, price: item.amount })),
    currency,
    rates: NBU_RATES_SNAPSHOT,
    settings: forwardingSettingsFor({ maxCost: CUSTOMS_FREE_LIMIT }, undefined, FORWARDING_SETTINGS_DEFAULTS),
  });
  return {
    itemsTotalAmount: results.orderSum.amount,
    itemsTotalCurrency: currency,
    itemsTotalEur: results.orderSumEur?.amount ?? results.orderSum.amount,
    itemsTotalUah: roundAmount(convert(results.orderSum, 'UAH', NBU_RATES_SNAPSHOT).amount),
    priceCustomsClearanceEur: results.isOverLimit ? results.customs.total.amount : '0.00',
    insuranceFeeAmount: results.insuranceFee.amount,
    isOverLimit: results.isOverLimit,
  };
}

async function firstCompanyOf(db: Database, countryCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.countryCode, countryCode))
    .orderBy(asc(companies.sortOrder))
    .limit(1);
  return row?.id ?? null;
}

export async function seedDemoOrders(db: Database, now = new Date()): Promise<void> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
    .limit(1);
  if (!demo) return;
  const existing = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, demo.id)).limit(1);
  if (existing.length > 0) return;

  // The locker the registered parcel goes to; reused if the demo customer already saved one.
  let [locker] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(
      and(eq(userAddresses.userId, demo.id), eq(userAddresses.type, 'box'), eq(userAddresses.active, true)),
    )
    .limit(1);
  if (!locker) {
    // A real locker of the directory the install has (the compact one, or an imported one), so the
    // parcel page shows its schedule and map; Lviv's first locker by number.
    const [box] = await db
      .select()
      .from(npWarehouses)
      .where(and(eq(npWarehouses.cityRef, LVIV_REF), eq(npWarehouses.type, 'box')))
      .orderBy(asc(npWarehouses.numberValue))
      .limit(1);
    if (!box) return;
    [locker] = await db
      .insert(userAddresses)
      .values({
        userId: demo.id,
        type: 'box',
        cityRef: LVIV_REF,
        cityName: 'Львів, Львівська обл.',
        warehouseRef: box.ref,
        warehouseNumber: box.number,
        warehouseDescription: box.description,
        zip: box.postalCode ?? '79000',
        fullAddress: `Львів, Львівська обл., ${box.description}`,
      })
      .returning({ id: userAddresses.id });
  }

  const usItems: DemoItem[] = [
    { categoryId: 9, name: 'Nike Air Zoom Pegasus 40', quantity: 1, amount: '89.99' },
    { categoryId: 1, name: 'Cotton T-shirt 3-pack', quantity: 1, amount: '24.50' },
  ];
  const deItems: DemoItem[] = [{ categoryId: 2, name: 'Rain jacket', quantity: 1, amount: '120.00' }];
  const completedAt = new Date(now.getTime() - 3 * DAY);

  const [us] = await db
    .insert(orders)
    .values({
      userId: demo.id,
      countryCode: 'US',
      companyId: await firstCompanyOf(db, 'US'),
      name: 'Running gear',
      trackNo: '9400111899223100456789',
      receivedTrackNumber: true,
      consigneeAddressId: locker!.id,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      ...figures(usItems, 'USD'),
      createdAt: new Date(now.getTime() - 4 * DAY),
      updatedAt: completedAt,
      completedAt,
    })
    .returning({ id: orders.id });

  const deFigures = figures(deItems, 'EUR');
  const [de] = await db
    .insert(orders)
    .values({
      userId: demo.id,
      countryCode: 'DE',
      companyId: await firstCompanyOf(db, 'DE'),
      trackNo: 'JJD00390007700123456',
      receivedTrackNumber: true,
      // Products saved, under the limit: the draft waits for its delivery step (SPEC §4).
      checkoutState: nextCheckoutState('new', {
        hasDeclaration: true,
        hasProducts: true,
        isOverLimit: deFigures.isOverLimit,
        documentsDone: false,
      }),
      ...deFigures,
      createdAt: new Date(now.getTime() - DAY),
      updatedAt: new Date(now.getTime() - DAY),
    })
    .returning({ id: orders.id });

  const rows = (orderId: string, items: readonly DemoItem[], currency: CurrencyCode) =>
    items.map((item, position) => ({
      orderId,
      position,
      categoryId: item.categoryId,
      name: item.name,
      quantity: item.quantity,
      unitPriceAmount: item.amount,
      unitPriceCurrency: currency,
    }));
  await db.insert(orderItems).values([...rows(us!.id, usItems, 'USD'), ...rows(de!.id, deItems, 'EUR')]);
}
