// Shared pieces of the order-list route tests: a signed-in customer with their id, a request as them,
// a forwarding order with product lines at a given age, and the SQL a request sends.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.js';
import { registerUser } from '../../../../test/http.js';
import { orderItems, orders, users } from '../../../db/schema/index.js';

export type Customer = { token: string; id: string };
export type OrderSeed = Partial<typeof orders.$inferInsert> & { items?: string[] };

export async function newCustomer(t: TestApp, name: string): Promise<Customer> {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { token, id: row!.id };
}

export function callAs(t: TestApp) {
  return (who: Customer | null, method: 'GET' | 'POST', url: string, locale = 'uk') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
}

let serial = 0;
/** An order row with product lines, created `ageMinutes` ago (the list is newest first). */
export async function addOrder(t: TestApp, who: Customer, ageMinutes: number, seed: OrderSeed = {}) {
  serial += 1;
  const { items = ['Cotton T-shirt'], ...values } = seed;
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: who.id,
      countryCode: 'US',
      trackNo: `LT${Date.now().toString(36).toUpperCase()}${serial}${Math.floor(Math.random() * 1e6)}`,
      receivedTrackNumber: true,
      itemsTotalAmount: '60.00',
      itemsTotalCurrency: 'USD',
      createdAt: new Date(Date.now() - ageMinutes * 60_000),
      ...values,
    })
    .returning();
  await t.db.insert(orderItems).values(
    items.map((name, position) => ({
      orderId: row!.id,
      position,
      name,
      quantity: 1,
      unitPriceAmount: '30.00',
      unitPriceCurrency: 'USD',
    })),
  );
  return row!;
}

/** The SQL texts the database client receives while `during` runs (PGlite or a pg pool alike). */
export async function statementsDuring(t: TestApp, during: () => Promise<unknown>): Promise<string[]> {
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  const client = (t.db as unknown as { $client: Client }).$client;
  const original = client.query;
  const sent: string[] = [];
  client.query = function (this: Client, ...args: unknown[]) {
    const [first] = args;
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    client.query = original;
  }
  return sent;
}

export const PS = (n: number) => `PS-${String(n).padStart(6, '0')}`;
