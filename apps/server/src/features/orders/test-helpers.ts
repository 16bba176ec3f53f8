// Shared set-up of the orders route tests: customers, their addresses, verified phones, documents and
// the reference rows the payloads point at, written straight to the test database.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { churnOffers, companies, orderFiles, orders, userAddresses, users } from '../../db/schema/index.js';

export type Customer = { token: string; id: string; email: string };

export async function newCustomer(t: TestApp, name: string): Promise<Customer> {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { token, id: row!.id, email };
}

type Method = 'GET' | 'POST' | 'PUT';
export function caller(t: TestApp) {
  return (who: Customer | null, method: Method, url: string, payload?: object, locale = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** Property -> message, the first violation of a property winning (as the form shows them). */
export function violations(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations?: { property: string; message: string }[] }).violations ?? []) {
    out[v.property] ??= v.message;
  }
  return out;
}

export async function firstCompany(t: TestApp, countryCode: string): Promise<number> {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.countryCode, countryCode))
    .orderBy(asc(companies.sortOrder))
    .limit(1);
  return row!.id;
}

export async function addAddress(t: TestApp, who: Customer, type: 'department' | 'box' = 'department') {
  const [row] = await t.db
    .insert(userAddresses)
    .values({
      userId: who.id,
      type,
      cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626',
      cityName: 'Львів, Львівська обл.',
      warehouseRef:
        type === 'box' ? '32dc8bc7-cd8c-11ea-b39d-b8830365bd14' : '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
      warehouseNumber: type === 'box' ? '5089' : '1',
      warehouseDescription: type === 'box' ? 'Поштомат №5089' : 'Відділення №1: вул. Городоцька, 359',
      zip: '00001',
      fullAddress: 'Львів, Відділення №1',
    })
    .returning();
  return row!.id;
}

export async function verifyPhone(t: TestApp, who: Customer, phone: string): Promise<void> {
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, who.id));
}

/** A passport as the wizard's documents step sends it (SPEC §3 Identity document input). */
export const PASSPORT = {
  documentType: 'passport',
  serialNumber: 'КТ123456',
  identityCardNumber: '',
  issuedBy: 'Шевченківський РВ ГУ ДМС у м. Києві',
  date: '12.03.2010',
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: 'Петрівна',
  birthDate: '05.07.1990',
  registration: 'м. Київ, вул. Хрещатик, 22, кв. 5',
  taxNumber: '3012345678',
  saveToCabinet: false,
  consent: true,
  agreement: true,
};

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

export async function addChurnOffer(t: TestApp, who: Customer, discountAmount = '100.00') {
  const [row] = await t.db
    .insert(churnOffers)
    .values({ userId: who.id, discountAmount, expiredAt: new Date(Date.now() + 86_400_000) })
    .returning();
  return row!;
}

export async function churnUsedAt(t: TestApp, id: string) {
  const [row] = await t.db
    .select()
    .from(churnOffers)
    .where(and(eq(churnOffers.id, id)));
  return row?.usedAt ?? null;
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
