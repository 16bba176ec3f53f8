// The console's reads and writes of the notifications outbox (decision 015): deliveries with their
// message and customer, filtered by status, channel and a search; counts per status and dead letters
// per channel; and sending dead letters again (back to pending with a fresh count of attempts).
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  buyoutOrders,
  notificationDeliveries,
  notifications,
  orders,
  users,
  type NotificationDeliveryRow,
} from '../../../db/schema/index.js';
import { isUuid } from '../../../db/uuid.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Transaction;

export type DeliveryFilters = {
  status: 'dead' | 'pending' | 'sent';
  channel?: string | undefined;
  /** The customer's e-mail or code, the recipient (part of it), or a delivery id. */
  query?: string | undefined;
};

export type DeliveryListRow = {
  delivery: NotificationDeliveryRow;
  event: string;
  params: Record<string, string | number | null>;
  customerId: string;
  customerEmail: string;
  customerCode: string;
};

export type OrderRef = { kind: 'parcel' | 'buyout'; id: string; serial: number };

const d = notificationDeliveries;
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filters: DeliveryFilters): SQL | undefined {
  const text = filters.query?.trim();
  const like = text ? `%${likeEscaped(text.toLowerCase())}%` : '';
  return and(
    eq(d.status, filters.status),
    filters.channel ? eq(d.channel, filters.channel) : undefined,
    text
      ? or(
          isUuid(text) ? eq(d.id, text) : undefined,
          sql`lower(${users.email}) like ${like}`,
          sql`upper(${users.customerCode}) = ${text.toUpperCase()}`,
          sql`lower(${d.recipient}) like ${like}`,
        )
      : undefined,
  );
}

const columns = {
  delivery: d,
  event: notifications.event,
  params: notifications.params,
  customerId: users.id,
  customerEmail: users.email,
  customerCode: users.customerCode,
};

/** One page, newest first (by when the message was written). */
export async function deliveriesPage(
  db: Database,
  filters: DeliveryFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: DeliveryListRow[]; total: number }> {
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(d)
      .innerJoin(notifications, eq(notifications.id, d.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(d)
      .innerJoin(notifications, eq(notifications.id, d.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One delivery as the list shows it (after a retry). */
export async function deliveryById(db: Db, id: string): Promise<DeliveryListRow | null> {
  const [row] = await db
    .select(columns)
    .from(d)
    .innerJoin(notifications, eq(notifications.id, d.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(d.id, id));
  return row ?? null;
}

/** Every delivery per status and the dead ones per channel, whatever the page's filters. */
export async function deliveryCounts(db: Database) {
  const rows = await db
    .select({ status: d.status, channel: d.channel, n: count() })
    .from(d)
    .groupBy(d.status, d.channel);
  const counts = { dead: 0, pending: 0, sent: 0 };
  const deadByChannel = { email: 0, telegram: 0, sms: 0 };
  for (const row of rows) {
    counts[row.status] += Number(row.n);
    if (row.status === 'dead' && row.channel in deadByChannel)
      deadByChannel[row.channel as keyof typeof deadByChannel] += Number(row.n);
  }
  return { counts, deadByChannel };
}

/**
 * The parcels and buy-outs the messages name (params.orderId), looked up by id once per page: a
 * message about a parcel names the forwarding order, one about a buy-out the buy-out order.
 */
export async function ordersNamed(db: Database, rows: DeliveryListRow[]): Promise<Map<string, OrderRef>> {
  const ids = [...new Set(rows.map((r) => r.params.orderId).filter(isUuid))];
  const found = new Map<string, OrderRef>();
  if (ids.length === 0) return found;
  const [parcels, buyouts] = await Promise.all([
    db.select({ id: orders.id, serial: orders.number }).from(orders).where(inArray(orders.id, ids)),
    db
      .select({ id: buyoutOrders.id, serial: buyoutOrders.number })
      .from(buyoutOrders)
      .where(inArray(buyoutOrders.id, ids)),
  ]);
  for (const p of parcels) found.set(p.id, { kind: 'parcel', id: p.id, serial: p.serial });
  for (const b of buyouts) found.set(b.id, { kind: 'buyout', id: b.id, serial: b.serial });
  return found;
}

/**
 * What a retry changes: pending, due now, attempts from zero; the last error stays until the next try.
 * "Now" is the earlier of the operator's clock and the database's, which the worker reads: the kick
 * after the retry finds the row due even when this node's clock runs ahead.
 */
const retried = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: sql`least(${now.toISOString()}::timestamptz, now())`,
});

/**
 * A dead or pending delivery back to pending and due now. The status is part of the condition, so a
 * delivery the worker has just sent is never put back: null then (the caller tells sent from gone).
 */
export async function retryDelivery(
  tx: Db,
  id: string,
  now: Date,
): Promise<{ before: NotificationDeliveryRow; after: NotificationDeliveryRow } | null> {
  const [before] = await tx
    .select()
    .from(d)
    .where(and(eq(d.id, id), inArray(d.status, ['dead', 'pending'])))
    .for('update');
  if (!before) return null;
  const [after] = await tx.update(d).set(retried(now)).where(eq(d.id, id)).returning();
  return after ? { before, after } : null;
}

/** The status of a delivery, or null when there is none with this id. */
export async function deliveryStatus(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ status: d.status }).from(d).where(eq(d.id, id));
  return row?.status ?? null;
}

/** Every dead letter (of one channel) back to pending; returns how many. */
export async function retryDead(tx: Db, channel: string | undefined, now: Date): Promise<number> {
  const rows = await tx
    .update(d)
    .set(retried(now))
    .where(and(eq(d.status, 'dead'), channel ? eq(d.channel, channel) : undefined))
    .returning({ id: d.id });
  return rows.length;
}
