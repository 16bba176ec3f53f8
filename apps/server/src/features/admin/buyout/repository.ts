// Reads of the operator's buy-out queue and detail, and the forwarding parcel an arrived buy-out
// becomes. The queue lists overdue orders first (SPEC §9 "buy within 72 hours" missed), then oldest
// payment first: the 72-hour promise runs from payment.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBuyoutQueueFilter } from '@posylka/contract';
import { BUYOUT_NUMBER_PREFIX, BUYOUT_PROCESSING, serialFromSearch } from '@posylka/domain';
import type { Database } from '../../../db/database.js';
import {
  auditLog,
  buyoutOrders,
  buyoutProducts,
  orderItems,
  orders,
  userAddresses,
  users,
  type BuyoutOrderRow,
  type BuyoutProductRow,
} from '../../../db/schema/index.js';
import { PROCESSING_STATUSES } from '../../buyout/index.js';
import { isUuid } from '../../../db/uuid.js';

function filterCondition(filter: AdminBuyoutQueueFilter): SQL | undefined {
  switch (filter) {
    case 'open':
      return and(
        inArray(buyoutOrders.status, [...PROCESSING_STATUSES]),
        isNotNull(buyoutOrders.paidAt),
        isNull(buyoutOrders.boughtAt),
      );
    case 'bought':
      return isNotNull(buyoutOrders.boughtAt);
    case 'all':
      return sql`${buyoutOrders.status} <> 'draft'`;
    default:
      return eq(buyoutOrders.status, filter);
  }
}

function searchCondition(query: string | undefined): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const serial = serialFromSearch(text, BUYOUT_NUMBER_PREFIX);
  const needle = text.toLowerCase();
  return or(
    serial !== null ? eq(buyoutOrders.number, serial) : undefined,
    sql`lower(${users.email}) = ${needle}`,
    sql`upper(${users.customerCode}) = ${text.toUpperCase()}`,
  );
}

// A line's state as SQL, for ordering the queue (the same verdicts as the domain's buyoutLineState;
// the queue row's overdue flag itself is the domain's isBuyoutOverdue, and queue.test checks the two
// agree). Open: not settled (awaiting, asking, awaiting_surcharge). The buyer's: awaiting.
const line = buyoutProducts;
const lineOpen = sql`${line.actualQuantity} is distinct from 0 and ${line.decision} is distinct from 'refused'
  and (${line.decision} = 'ask_customer' or ${line.itemStatus} not in ('purchased', 'shipped', 'received'))`;
const lineAwaitingBuyer = sql`${line.actualQuantity} is distinct from 0
  and ${line.decision} is distinct from 'refused' and ${line.decision} is distinct from 'ask_customer'
  and ${line.itemStatus} not in ('purchased', 'shipped', 'received')
  and not (${line.surchargeAmount} is not null and ${line.surchargePaidAt} is null)`;

/**
 * Overdue (domain isBuyoutOverdue): still being bought, not every line settled, paid 72 hours ago or
 * more, and not waiting for the customer (some line is the buyer's, or none is open).
 */
function overdueAt(now: Date): SQL {
  const paidBy = new Date(now.getTime() - BUYOUT_PROCESSING.buyWithinHours * 60 * 60 * 1000);
  return sql`(${inArray(buyoutOrders.status, [...PROCESSING_STATUSES])}
    and ${buyoutOrders.paidAt} is not null and ${buyoutOrders.paidAt} <= ${paidBy.toISOString()}::timestamptz
    and ${buyoutOrders.boughtAt} is null
    and (exists (select 1 from ${line} where ${line.orderId} = ${buyoutOrders.id} and ${lineAwaitingBuyer})
      or not exists (select 1 from ${line} where ${line.orderId} = ${buyoutOrders.id} and ${lineOpen})))`;
}

export type QueueRow = {
  order: BuyoutOrderRow;
  customer: { id: string; email: string; customerCode: string };
};

export async function queuePage(
  db: Database,
  input: { filter: AdminBuyoutQueueFilter; query?: string; page: number; pageSize: number; now: Date },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = and(filterCondition(input.filter), searchCondition(input.query));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        order: buyoutOrders,
        customer: { id: users.id, email: users.email, customerCode: users.customerCode },
      })
      .from(buyoutOrders)
      .innerJoin(users, eq(users.id, buyoutOrders.userId))
      .where(where)
      .orderBy(
        sql`${overdueAt(input.now)} desc`,
        sql`${buyoutOrders.paidAt} asc nulls last`,
        asc(buyoutOrders.number),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(buyoutOrders)
      .innerJoin(users, eq(users.id, buyoutOrders.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The lines of several orders at once (one query for a queue page). */
export async function linesOf(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, BuyoutProductRow[]>> {
  const byOrder = new Map<string, BuyoutProductRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(buyoutProducts)
    .where(inArray(buyoutProducts.orderId, [...orderIds]))
    .orderBy(asc(buyoutProducts.orderId), asc(buyoutProducts.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export async function findAnyBuyout(db: Database, id: string): Promise<BuyoutOrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(buyoutOrders).where(eq(buyoutOrders.id, id)).limit(1);
  return row ?? null;
}

export async function customerOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      customerCode: users.customerCode,
      firstName: users.firstNameCyr,
      lastName: users.lastNameCyr,
      middleName: users.middleNameCyr,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function addressOf(db: Database, addressId: string | null) {
  if (!addressId) return null;
  const [row] = await db
    .select({ fullAddress: userAddresses.fullAddress, type: userAddresses.type })
    .from(userAddresses)
    .where(eq(userAddresses.id, addressId))
    .limit(1);
  return row ?? null;
}

/** The order's audit trail, newest first, with the actor's e-mail (the last 100 entries). */
export async function auditOf(db: Database, orderId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: users.email,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'buyout_order'), eq(auditLog.entityId, orderId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(100);
}

export async function emailsOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function forwardingNumberOf(db: Database, orderId: string | null): Promise<number | null> {
  if (!orderId) return null;
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.number ?? null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ParcelValues = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
export type ParcelItem = {
  name: string;
  quantity: number;
  unitPriceAmount: string;
  unitPriceCurrency: string;
};

/**
 * Inserts the parcel and links the buy-out to it in one transaction. The link is a conditional
 * UPDATE (forwarding_order_id still null), so two "arrived" clicks create one parcel: the second
 * rolls back and answers null.
 */
export async function insertParcelFor(
  db: Database,
  buyoutId: string,
  values: ParcelValues,
  items: readonly ParcelItem[],
): Promise<string | null> {
  class AlreadyLinked extends Error {}
  try {
    return await db.transaction(async (tx: Tx) => {
      const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
      const linked = await tx
        .update(buyoutOrders)
        .set({ forwardingOrderId: order!.id, updatedAt: values.updatedAt ?? new Date() })
        .where(and(eq(buyoutOrders.id, buyoutId), isNull(buyoutOrders.forwardingOrderId)))
        .returning({ id: buyoutOrders.id });
      if (linked.length === 0) throw new AlreadyLinked();
      if (items.length > 0)
        await tx.insert(orderItems).values(
          items.map((item, position) => ({
            orderId: order!.id,
            position,
            isEmptyCategoryId: true,
            ...item,
          })),
        );
      return order!.id;
    });
  } catch (error) {
    if (error instanceof AlreadyLinked) return null;
    throw error;
  }
}

/** Undoes a parcel whose receipt was refused (it never reached the customer's list as received). */
export async function removeParcel(db: Database, buyoutId: string, orderId: string): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await tx
      .update(buyoutOrders)
      .set({ forwardingOrderId: null })
      .where(and(eq(buyoutOrders.id, buyoutId), eq(buyoutOrders.forwardingOrderId, orderId)));
    await tx.delete(orders).where(eq(orders.id, orderId));
  });
}

/** Lines that came to the warehouse show "received" (the "N of M" tracking counts of SPEC §4). */
export async function markLinesReceived(db: Database, buyoutId: string): Promise<void> {
  await db
    .update(buyoutProducts)
    .set({ itemStatus: 'received' })
    .where(
      and(
        eq(buyoutProducts.orderId, buyoutId),
        inArray(buyoutProducts.itemStatus, ['purchased', 'shipped']),
        or(isNull(buyoutProducts.decision), sql`${buyoutProducts.decision} <> 'refused'`),
      ),
    );
}
