// Shared set-up of the lifecycle tests: customers and operators, parcels written straight to the
// database in any state, a controllable clock, and readers for the side effects (timeline, audit,
// alerts, outbox mail, realtime messages).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ShipmentState } from '@posylka/domain';
import type { TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import {
  alertMessages,
  auditLog,
  orderEvents,
  orders,
  outboxMessages,
  users,
  type NewOrderRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { makeReadyToLeave } from '../../parcel-rules/test-fixtures.js';
import { lifecycleDeps, type LifecycleDeps } from './types.js';

export type Person = { token: string; id: string; email: string };

export async function newPerson(t: TestApp, name: string, role: 'customer' | 'operator' = 'customer') {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email, 'parcel-2026-ok', 'en');
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (role !== 'customer') await t.db.update(users).set({ role }).where(eq(users.id, row!.id));
  return { token, id: row!.id, email } satisfies Person;
}

/**
 * A parcel of `owner` in `state`, as the warehouse and earlier steps would have left it: registered
 * and passing every parcel rule (goods, address, verified phone), unless `bare`, which leaves only
 * what `values` gives (for the tests of the rules themselves).
 */
export async function insertParcel(
  t: TestApp,
  owner: Person,
  state: ShipmentState,
  values: Partial<NewOrderRow> = {},
  options: { bare?: boolean } = {},
): Promise<OrderRow> {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: owner.id,
      type: 'forwarding',
      countryCode: 'US',
      companyName: 'Amazon',
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      itemsTotalAmount: '40.00',
      itemsTotalCurrency: 'USD',
      itemsTotalEur: '37.00',
      itemsTotalUah: '1650.00',
      shipmentState: state,
      ...values,
    })
    .returning();
  if (options.bare) return row!;
  await makeReadyToLeave(t.db, owner.id, row!.id);
  return orderRow(t, row!.id);
}

export async function orderRow(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export function clock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (at: Date | string) => (now = new Date(at)),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

/** Deps of the test app with the given clock. */
export function depsOf(t: TestApp, now: () => Date = () => new Date()): LifecycleDeps {
  return lifecycleDeps(t.app, now);
}

export async function timelineOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function auditOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(asc(auditLog.createdAt));
}

export async function alertsOf(t: TestApp, userId: string) {
  return t.db
    .select()
    .from(alertMessages)
    .where(eq(alertMessages.userId, userId))
    .orderBy(desc(alertMessages.createdAt));
}

/** Status e-mails of one parcel, newest first. */
export async function statusMailsOf(t: TestApp, orderId: string) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.meta}->>'orderId' = ${orderId}`)
    .orderBy(desc(outboxMessages.createdAt));
}

/** Collects what is published on orders#{uid} through the app's hub. */
export async function listen(t: TestApp, userId: string) {
  const received: unknown[] = [];
  const stop = await t.app.realtime.subscribe(`orders#${userId}`, (data) => received.push(data));
  return { received, stop };
}

type Method = 'GET' | 'POST' | 'PUT';
export function caller(t: TestApp) {
  return (who: Person | null, method: Method, url: string, payload?: object, locale = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}
