// Loyalty bonuses of the signed-in customer (SPEC §3 "Loyalty balance: amount. Bonus history: date,
// type (earn or spend), value, with totals in UAH"; SPEC §9 "Discounts and bonuses are in UAH").
import { z } from 'zod';
import { errorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

const uahAmount = z.string().regex(/^-?\d+\.\d{2}$/);
const uah = z.object({ amount: uahAmount, currency: z.literal('UAH') });

/** Why bonuses moved; the interface words each code in the customer's language. */
export const LOYALTY_REASONS = ['parcel_received', 'delivery_paid', 'welcome_gift', 'promo_gift'] as const;
export type LoyaltyReason = (typeof LOYALTY_REASONS)[number];

export const loyaltyBalanceSchema = uah;
export type LoyaltyBalance = z.infer<typeof loyaltyBalanceSchema>;

export const loyaltyBalanceRoute = defineRoute({
  method: 'GET',
  path: '/personal/loyalty/balance',
  summary: 'Bonus balance in UAH: the sum of the ledger',
  tags: ['personal'],
  auth: true,
  response: { 200: loyaltyBalanceSchema, 401: errorBodySchema },
});

export const loyaltyEntrySchema = z.object({
  id: z.uuid(),
  /** ISO timestamp of the movement. */
  date: z.string(),
  type: z.enum(['earn', 'spend']),
  value: uah,
  reason: z.enum(LOYALTY_REASONS),
  orderRef: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof loyaltyEntrySchema>;

export const loyaltyHistorySchema = z.object({
  /** Newest first. */
  items: z.array(loyaltyEntrySchema),
  totals: z.object({ earned: uah, spent: uah, balance: uah }),
});
export type LoyaltyHistory = z.infer<typeof loyaltyHistorySchema>;

export const loyaltyHistoryRoute = defineRoute({
  method: 'GET',
  path: '/personal/loyalty/history',
  summary: 'Bonus history: every earn and spend, newest first, with totals in UAH',
  tags: ['personal'],
  auth: true,
  response: { 200: loyaltyHistorySchema, 401: errorBodySchema },
});
