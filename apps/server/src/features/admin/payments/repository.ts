// The console's reads of the money ledger: entries of a Kyiv date range with filters (kind, service,
// an order number or the customer's e-mail), their totals per kind and currency, and every entry of
// a range for the CSV. The ledger's own order of appending (seq) orders them.
import { and, asc, count, desc, eq, gte, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { BUYOUT_NUMBER_PREFIX, serialFromSearch } from '@posylka/domain';
import type { Database } from '../../../db/database.js';
import { buyoutOrders, ledgerEntries, users, type LedgerEntryRow } from '../../../db/schema/index.js';

export type PaymentFilters = {
  from: Date;
  to: Date;
  kind?: string | undefined;
  service?: string | undefined;
  /** An order number (BO-000042 or 42) or the customer's e-mail, or part of it. */
  query?: string | undefined;
};

export type PaymentRow = {
  entry: LedgerEntryRow;
  orderNumber: number | null;
  customerEmail: string | null;
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filters: PaymentFilters): SQL | undefined {
  const text = filters.query?.trim();
  const serial = text ? serialFromSearch(text, BUYOUT_NUMBER_PREFIX) : null;
  return and(
    gte(ledgerEntries.createdAt, filters.from),
    lt(ledgerEntries.createdAt, filters.to),
    filters.kind ? eq(ledgerEntries.kind, filters.kind) : undefined,
    filters.service ? eq(ledgerEntries.service, filters.service) : undefined,
    text
      ? or(
          serial !== null ? eq(buyoutOrders.number, serial) : undefined,
          sql`lower(${users.email}) like ${`%${likeEscaped(text.toLowerCase())}%`}`,
        )
      : undefined,
  );
}

/** The ledger joined with its buy-out order (number) and customer (e-mail). */
function base(db: Database) {
  return db
    .select({ entry: ledgerEntries, orderNumber: buyoutOrders.number, customerEmail: users.email })
    .from(ledgerEntries)
    .leftJoin(
      buyoutOrders,
      and(eq(ledgerEntries.service, 'buyout'), eq(buyoutOrders.id, ledgerEntries.orderId)),
    )
    .leftJoin(users, eq(users.id, ledgerEntries.userId));
}

/** One page, newest first. */
export async function paymentsPage(
  db: Database,
  filters: PaymentFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = conditions(filters);
  const rows = await base(db)
    .where(where)
    .orderBy(desc(ledgerEntries.seq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .leftJoin(
      buyoutOrders,
      and(eq(ledgerEntries.service, 'buyout'), eq(buyoutOrders.id, ledgerEntries.orderId)),
    )
    .leftJoin(users, eq(users.id, ledgerEntries.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every entry the filters match, in the order they were written (the CSV). */
export async function allPayments(db: Database, filters: PaymentFilters): Promise<PaymentRow[]> {
  return base(db).where(conditions(filters)).orderBy(asc(ledgerEntries.seq));
}

/** Count and sums per kind and currency over every entry the filters match. */
export async function paymentSums(
  db: Database,
  filters: PaymentFilters,
): Promise<{ kind: string; currency: string; count: number; amount: string; amountUah: string }[]> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      currency: ledgerEntries.currency,
      count: count(),
      amount: sum(ledgerEntries.amount),
      amountUah: sum(ledgerEntries.amountUah),
    })
    .from(ledgerEntries)
    .leftJoin(
      buyoutOrders,
      and(eq(ledgerEntries.service, 'buyout'), eq(buyoutOrders.id, ledgerEntries.orderId)),
    )
    .leftJoin(users, eq(users.id, ledgerEntries.userId))
    .where(conditions(filters))
    .groupBy(ledgerEntries.kind, ledgerEntries.currency);
  return rows.map((row) => ({
    kind: row.kind,
    currency: row.currency,
    count: row.count,
    amount: row.amount ?? '0',
    amountUah: row.amountUah ?? '0',
  }));
}
