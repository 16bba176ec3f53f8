import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  LOYALTY_REASONS,
  loyaltyBalanceRoute,
  loyaltyHistoryRoute,
  type LoyaltyReason,
} from '@posylka/contract';
import { roundAmount } from '@posylka/domain';
import { serve } from '../../http/route.js';
import { loyaltyHistory, loyaltyTotals } from './repository.js';

const uah = (amount: string) => ({ amount: roundAmount(amount), currency: 'UAH' as const });

// A reason code written by an older release (or by hand) must not break the history: it reads as a gift.
const reasonOf = (code: string): LoyaltyReason =>
  (LOYALTY_REASONS as readonly string[]).includes(code) ? (code as LoyaltyReason) : 'promo_gift';

/** SPEC §7 GET /personal/loyalty/balance and the bonus history of SPEC §3; only the caller's own ledger. */
export const loyaltyFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, loyaltyBalanceRoute, {
    handler: async (request) => {
      const totals = await loyaltyTotals(app.db, request.user!.id);
      return uah(totals.balance);
    },
  });

  serve(app, loyaltyHistoryRoute, {
    handler: async (request) => {
      const userId = request.user!.id;
      const [rows, totals] = await Promise.all([
        loyaltyHistory(app.db, userId),
        loyaltyTotals(app.db, userId),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          date: row.createdAt.toISOString(),
          type: row.type,
          value: uah(row.amountUah),
          reason: reasonOf(row.description),
          orderRef: row.orderRef,
        })),
        totals: { earned: uah(totals.earned), spent: uah(totals.spent), balance: uah(totals.balance) },
      };
    },
  });
};
