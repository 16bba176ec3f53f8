import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database.js';
import { churnOffers, promoCodes, users } from '../../schema/index.js';
import { DEMO_PROMO_CODE } from '../cabinet/index.js';
import { DEMO_CUSTOMER } from '../demo-customer.js';

const DAY = 24 * 60 * 60 * 1000;

/** Demo promo codes, one per rule of SPEC §5 Other / §9 (valid, expired, by category, by service and country). */
export const DEMO_PROMO_CODES = {
  /** 100 UAH off delivery, any country, any service (value from the domain default). */
  welcome: 'WELCOME100',
  /** The code of the demo cabinet alert: 100 UAH off forwarding. */
  cabinet: DEMO_PROMO_CODE,
  expired: 'SPRING2025',
  /** 15% off, at most 200 UAH, only for books and magazines (HS 4901, 4902). */
  books: 'BOOKS15',
  /** 50 UAH off buy-out from the US only. */
  buyoutUs: 'SHOPUSA50',
} as const;

/** The demo customer's churn offer: 150 UAH off, for 30 days from the first seed. */
export const DEMO_CHURN = { discountAmount: '150.00', restrictedValue: null, days: 30 } as const;

export async function seedPromo(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(promoCodes)
    .values([
      { code: DEMO_PROMO_CODES.welcome, format: 'amount', value: '100.00' },
      { code: DEMO_PROMO_CODES.cabinet, format: 'amount', value: '100.00', services: ['forwarding'] },
      {
        code: DEMO_PROMO_CODES.expired,
        format: 'amount',
        value: '100.00',
        validFrom: new Date('2025-03-01T00:00:00Z'),
        validUntil: new Date('2025-06-01T00:00:00Z'),
      },
      {
        code: DEMO_PROMO_CODES.books,
        format: 'percent',
        value: '15.00',
        restrictedValue: '200.00',
        hsCodes: ['4901', '4902'],
      },
      {
        code: DEMO_PROMO_CODES.buyoutUs,
        format: 'amount',
        value: '50.00',
        services: ['buyout'],
        countries: ['US'],
      },
    ])
    .onConflictDoNothing();

  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
    .limit(1);
  if (!demo) return;
  const existing = await db
    .select({ id: churnOffers.id })
    .from(churnOffers)
    .where(eq(churnOffers.userId, demo.id))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(churnOffers).values({
    userId: demo.id,
    discountAmount: DEMO_CHURN.discountAmount,
    restrictedValue: DEMO_CHURN.restrictedValue,
    expiredAt: new Date(now.getTime() + DEMO_CHURN.days * DAY),
  });
}
