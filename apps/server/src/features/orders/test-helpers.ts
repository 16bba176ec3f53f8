// Shared set-up of the orders route tests: an order's documents and flags, the reference rows and
// track numbers the payloads point at, written straight to the test database. The customer's side
// (signing up, a caller, an address, a verified phone, a passport, a churn offer) is the order
// features' common one, test/customers.ts.
import { asc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { appForFile, caller, PASSPORT, type Customer, type FileApp } from '../../../test/customers.js';
import type { TestApp, TestAppOptions } from '../../../test/harness.js';
import { companies, orderFiles, orders } from '../../db/schema/index.js';

/** For the model tests' catalogue (src/model/catalog.ts), which reads it from here. */
export { PASSPORT };

export async function firstCompany(t: TestApp, countryCode: string): Promise<number> {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.countryCode, countryCode))
    .orderBy(asc(companies.sortOrder))
    .limit(1);
  return row!.id;
}

/**
 * An invoice row (the upload itself is the documents feature's, tested there) and a passport saved
 * through POST /orders/{id}/passport, so the order shows the real masked summary.
 */
export async function attachDocuments(t: TestApp, who: Customer, orderId: string): Promise<void> {
  await t.db.insert(orderFiles).values({
    orderId,
    userId: who.id,
    type: 'default',
    originalFilename: 'invoice.pdf',
    storageKey: `test/${orderId}/invoice.pdf`,
    size: 1234,
    mimeType: 'application/pdf',
  });
  const res = await caller(t)(who, 'POST', `/orders/${orderId}/passport`, PASSPORT, 'uk');
  if (res.statusCode !== 200) throw new Error(`passport not saved: ${res.statusCode} ${res.body}`);
}

export async function setOrderFlags(t: TestApp, orderId: string, flags: Partial<typeof orders.$inferInsert>) {
  await t.db.update(orders).set(flags).where(eq(orders.id, orderId));
}

let serial = 0;
/** A track number no other test uses (letters and digits only, not starting with 1Z or ord). */
export function trackNumber(prefix = 'LB'): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${serial}${Math.floor(Math.random() * 1e6)}`;
}

/** The payloads' usual product line: two cotton T-shirts at 30.00 USD. */
export const SHIRT = {
  categoryId: 1,
  name: 'Cotton T-shirt',
  quantity: 2,
  unitPrice: { amount: '30.00', currency: 'USD' },
};

/** A US draft payload for one of the US companies, with a track number no other test uses. */
export function usDraft(company: number, over: object = {}) {
  return {
    country: 'US',
    company,
    number: trackNumber(),
    receivedTrackNumber: true,
    items: [SHIRT],
    ...over,
  };
}

/**
 * The test file's app (appForFile: its caller and customers) with the first US and DE companies the
 * payloads point at, read in a beforeAll before the file's own; `us(over)` is a US draft payload.
 */
export function forwardingTestApp<const Name extends string = never>(
  options: TestAppOptions & { customers?: readonly Name[] } = {},
): FileApp<Name> & {
  companies: { US: number; DE: number };
  us: (over?: object) => ReturnType<typeof usDraft>;
} {
  const app = appForFile(options);
  const companies = { US: 0, DE: 0 };
  beforeAll(async () => {
    companies.US = await firstCompany(app.t, 'US');
    companies.DE = await firstCompany(app.t, 'DE');
  });
  return { ...app, companies, us: (over = {}) => usDraft(companies.US, over) };
}
