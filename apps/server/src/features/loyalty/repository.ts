import type { LoyaltyReason } from '@posylka/contract';
import { roundAmount, subtractMoney } from '@posylka/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loyaltyTransactions } from '../../db/schema/index.js';

export type LoyaltyRow = typeof loyaltyTransactions.$inferSelect;

/** Earned, spent and the balance (earned - spent) of one customer, in UAH with 2 decimals. */
export async function loyaltyTotals(
  db: Database,
  userId: string,
): Promise<{ earned: string; spent: string; balance: string }> {
  const [row] = await db
    .select({
      earned: sql<string>`coalesce(sum(${loyaltyTransactions.amountUah}) filter (where ${loyaltyTransactions.type} = 'earn'), 0)`,
      spent: sql<string>`coalesce(sum(${loyaltyTransactions.amountUah}) filter (where ${loyaltyTransactions.type} = 'spend'), 0)`,
    })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId));
  // numeric sums arrive as strings; the balance is subtracted exactly by the domain's money helpers.
  const earned = roundAmount(String(row?.earned ?? '0'));
  const spent = roundAmount(String(row?.spent ?? '0'));
  const balance = roundAmount(
    subtractMoney({ amount: earned, currency: 'UAH' }, { amount: spent, currency: 'UAH' }).amount,
  );
  return { earned, spent, balance };
}

export async function loyaltyHistory(db: Database, userId: string): Promise<LoyaltyRow[]> {
  return db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.userId, userId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id));
}

export type NewLoyaltyEntry = {
  userId: string;
  type: 'earn' | 'spend';
  amountUah: string;
  reason: LoyaltyReason;
  orderRef?: string | null;
  createdAt?: Date;
};

export async function addLoyaltyEntry(db: Database, entry: NewLoyaltyEntry): Promise<void> {
  await db.insert(loyaltyTransactions).values({
    userId: entry.userId,
    type: entry.type,
    amountUah: entry.amountUah,
    description: entry.reason,
    orderRef: entry.orderRef ?? null,
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
  });
}
