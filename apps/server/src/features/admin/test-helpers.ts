// Shared set-up of the console tests: the seeded staff signed in, customers registered, declared
// parcels written straight to the database, and a caller that speaks bearer + locale.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { makeReadyToLeave } from '../../parcel-rules/test-fixtures.js';
import type { TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom } from '../../../test/http.js';
import { STAFF_ACCOUNTS } from '../../db/seed/index.js';
import { orderItems, orders, users } from '../../db/schema/index.js';

export type Who = { token: string; id: string; email: string };

async function idOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!.id;
}

/** The seeded operator or admin, signed in. */
export async function staff(t: TestApp, role: 'operator' | 'admin'): Promise<Who> {
  const account = STAFF_ACCOUNTS.find((a) => a.role === role)!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return { token: sessionFrom(res).token, id: await idOf(t, account.email), email: account.email };
}

export async function customer(t: TestApp, name: string): Promise<Who & { customerCode: string }> {
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await registerUser(t.app, email);
  const id = await idOf(t, email);
  const [row] = await t.db.select({ code: users.customerCode }).from(users).where(eq(users.id, id));
  return { token, id, email, customerCode: row!.code };
}

/** A unique track number (letters and digits, like a carrier's). */
export const newTrack = () => `LT${randomBytes(5).toString('hex').toUpperCase()}US`;

/** A completed declaration waiting for the warehouse (state declared). */
export async function declaredParcel(
  t: TestApp,
  userId: string,
  input: { trackNo?: string; countryCode?: string } = {},
): Promise<{ id: string; trackNo: string }> {
  const trackNo = input.trackNo ?? newTrack();
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      countryCode: input.countryCode ?? 'US',
      trackNo,
      receivedTrackNumber: true,
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      itemsTotalAmount: '80.00',
      itemsTotalCurrency: 'USD',
    })
    .returning({ id: orders.id });
  await t.db.insert(orderItems).values({
    orderId: order!.id,
    position: 0,
    name: 'Running shoes',
    quantity: 2,
    unitPriceAmount: '40.00',
    unitPriceCurrency: 'USD',
  });
  // A registered parcel passes every parcel rule (issue 13): its address and verified phone too.
  await makeReadyToLeave(t.db, userId, order!.id);
  return { id: order!.id, trackNo };
}

type Method = 'GET' | 'POST' | 'PUT';

export function caller(t: TestApp) {
  return (who: Who | null, method: Method, url: string, payload?: object, locale = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** Property -> message of a 422. */
export function violations(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations?: { property: string; message: string }[] }).violations ?? []) {
    out[v.property] ??= v.message;
  }
  return out;
}

export const MEASURED = { weightKg: '1.25', lengthCm: '30', widthCm: '20', heightCm: '10.5' };
