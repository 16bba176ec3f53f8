// The demo customer's buy-out order: two amazon.com lines, paid through the sandbox provider, going
// to the customer's saved address, so the buy-out detail, success and tracking screens have something
// to show. Figures come from the domain's buyoutFees with the bundled NBU snapshot. Idempotent: it
// writes only when the demo customer has no buy-out orders yet.
import { randomUUID } from 'node:crypto';
import { BUYOUT_SETTINGS_DEFAULTS, buyoutFees, chargeFor, NBU_RATES_SNAPSHOT } from '@posylka/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  buyoutOrders,
  buyoutProducts,
  ledgerEntries,
  payments,
  sandboxProviderOperations,
  userAddresses,
  users,
} from '../schema/index.js';
import { DEMO_CUSTOMER } from './demo-customer.js';

const LINES = [
  {
    link: 'https://www.amazon.com/dp/B07ZPKBL9V',
    name: 'Running shoes',
    size: '42',
    color: 'Black',
    quantity: 1,
    price: '64.99',
    trackNo: '1Z999AA10123456784',
    itemStatus: 'received',
  },
  {
    link: 'https://www.amazon.com/dp/B08N5WRWNW',
    name: 'Wireless earbuds',
    size: '',
    color: 'White',
    quantity: 2,
    price: '39.50',
    trackNo: null,
    itemStatus: 'purchased',
  },
] as const;

export async function seedDemoBuyout(db: Database, now = new Date()): Promise<void> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
    .limit(1);
  if (!demo) return;
  const [existing] = await db
    .select({ id: buyoutOrders.id })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.userId, demo.id))
    .limit(1);
  if (existing) return;
  const [address] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, demo.id), eq(userAddresses.active, true)))
    .orderBy(asc(userAddresses.createdAt))
    .limit(1);

  const fees = buyoutFees(LINES, BUYOUT_SETTINGS_DEFAULTS, NBU_RATES_SNAPSHOT);
  const paidAt = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(buyoutOrders)
      .values({
        userId: demo.id,
        name: 'Amazon: shoes and earbuds',
        status: 'paid',
        recipient: {
          firstName: 'Олена',
          lastName: 'Коваленко',
          middleName: '',
          phoneNumber: DEMO_CUSTOMER.phoneNumber,
          email: DEMO_CUSTOMER.email,
        },
        userAddressId: address?.id ?? null,
        totalAmount: fees.total.amount,
        totalCurrency: fees.total.currency,
        paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning({ id: buyoutOrders.id });
    await tx
      .insert(buyoutProducts)
      .values(LINES.map((line, position) => ({ ...line, orderId: order!.id, position })));
    // Paid in hryvnias at the snapshot's rate, as the checkout charges (issue 14), and in the ledger
    // as the payment callback would have written it (decision 013).
    const paymentId = randomUUID();
    const { charge, rate } = chargeFor(fees.total, NBU_RATES_SNAPSHOT);
    await tx.insert(payments).values({
      id: paymentId,
      orderId: order!.id,
      provider: 'sandbox',
      providerPaymentId: paymentId,
      amount: charge.amount,
      currency: charge.currency,
      baseAmount: fees.total.amount,
      baseCurrency: fees.total.currency,
      rate,
      status: 'paid',
      createdAt: paidAt,
      settledAt: paidAt,
    });
    await tx.insert(ledgerEntries).values({
      service: 'buyout',
      orderId: order!.id,
      userId: demo.id,
      paymentId,
      kind: 'payment',
      amount: fees.total.amount,
      currency: fees.total.currency,
      amountUah: charge.amount,
      rate,
      provider: 'sandbox',
      providerRef: paymentId,
      idempotencyKey: `capture:${paymentId}`,
      actor: 'provider',
      createdAt: paidAt,
    });
    // The sandbox provider's own books took the money too, so the daily reconciliation agrees (decision 014).
    await tx.insert(sandboxProviderOperations).values({
      providerRef: paymentId,
      operation: 'capture',
      amount: charge.amount,
      currency: charge.currency,
      createdAt: paidAt,
    });
  });
}
