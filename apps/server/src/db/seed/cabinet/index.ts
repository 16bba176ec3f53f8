import { bonusesEarned, PROMO_RULES } from '@posylka/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database.js';
import { alertMessages, loyaltyTransactions, users } from '../../schema/index.js';
import { DEMO_CUSTOMER } from '../demo-customer.js';

const DAY = 24 * 60 * 60 * 1000;

/** The delivery promo code the demo customer is given in a cabinet alert. */
export const DEMO_PROMO_CODE = 'POSYLKA100';

/**
 * The demo customer's cabinet: a bonus history that shows earning and spending (amounts by the
 * SPEC §9 rule, 5 UAH per started 0.5 kg of received parcels) and a welcome alert. Idempotent: it
 * only writes when the demo customer has no ledger rows / no alerts yet.
 */
export async function seedDemoCabinet(db: Database, now = new Date()): Promise<void> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
    .limit(1);
  if (!demo) return;

  const ledger = await db
    .select({ id: loyaltyTransactions.id })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, demo.id))
    .limit(1);
  if (ledger.length === 0) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    await db.insert(loyaltyTransactions).values([
      {
        userId: demo.id,
        type: 'earn',
        amountUah: '50.00',
        description: 'welcome_gift',
        orderRef: null,
        createdAt: at(60),
      },
      // 2.3 kg parcel -> billed 2.5 kg -> 5 steps x 5 UAH
      {
        userId: demo.id,
        type: 'earn',
        amountUah: bonusesEarned('2.3', true).amount,
        description: 'parcel_received',
        orderRef: 'UA100001-0001',
        createdAt: at(41),
      },
      {
        userId: demo.id,
        type: 'spend',
        amountUah: '40.00',
        description: 'delivery_paid',
        orderRef: 'UA100001-0002',
        createdAt: at(25),
      },
      // 4.1 kg parcel -> billed 4.5 kg -> 9 steps x 5 UAH
      {
        userId: demo.id,
        type: 'earn',
        amountUah: bonusesEarned('4.1', true).amount,
        description: 'parcel_received',
        orderRef: 'UA100001-0002',
        createdAt: at(9),
      },
    ]);
  }

  const alerts = await db
    .select({ id: alertMessages.id })
    .from(alertMessages)
    .where(eq(alertMessages.userId, demo.id))
    .limit(1);
  if (alerts.length === 0) {
    await db.insert(alertMessages).values([
      {
        userId: demo.id,
        kind: 'info',
        messageKey: 'welcome',
        params: {},
        link: '/profile/addresses',
        createdAt: new Date(now.getTime() - 60 * DAY),
      },
      {
        userId: demo.id,
        kind: 'success',
        messageKey: 'bonuses_credited',
        params: { amount: bonusesEarned('4.1', true).amount, orderRef: 'UA100001-0002' },
        link: '/profile/bonuses',
        createdAt: new Date(now.getTime() - 9 * DAY),
      },
      // SPEC §9 "Promo: 100 UAH off delivery".
      {
        userId: demo.id,
        kind: 'info',
        messageKey: 'promo_delivery',
        params: { amount: PROMO_RULES.deliveryDiscountUah, code: DEMO_PROMO_CODE },
        link: null,
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
    ]);
  }
}
