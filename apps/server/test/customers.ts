// A customer's side of the route tests, shared by the order features (forwarding orders, buy-out):
// the test file's own app with customers signed up, a caller that speaks bearer + locale, the 422
// violations by property, and what a customer has on file (a saved address, a verified phone, a
// passport, a churn offer), written straight to the test database.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { churnOffers, userAddresses, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.js';
import { registerUser } from './http.js';

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
/** A request as `who` (signed out with null) in `locale`, to /api`url`. */
export function caller(t: TestApp) {
  return (
    who: Pick<Customer, 'token'> | null,
    method: Method,
    url: string,
    payload?: object,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': locale, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}
export type Caller = ReturnType<typeof caller>;

/** Property -> message, the first violation of a property winning (as the form shows them). */
export function violations(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations?: { property: string; message: string }[] }).violations ?? []) {
    out[v.property] ??= v.message;
  }
  return out;
}

/** An object whose `keys` read `current()`'s, once it is there (a clear error before). */
function lateBound<T extends object>(
  what: string,
  current: () => T | undefined,
  keys: readonly (keyof T)[],
): T {
  const late = {} as T;
  for (const key of keys)
    Object.defineProperty(late, key, {
      enumerable: true,
      get: () => {
        const value = current();
        if (value === undefined)
          throw new Error(`${what} is read before the test file's beforeAll opened it`);
        return value[key];
      },
    });
  return late;
}

/** The test file's own app and caller, and its customers by name. */
export type FileApp<Name extends string> = { t: TestApp; call: Caller } & Record<Name, Customer>;

/**
 * The test file's own app, opened in a beforeAll and closed in an afterAll, with a caller and the
 * customers `names` signed up (in that order), each under its name. It answers at once, for the file's
 * top level; what it answers reads the app and the customers from the first beforeAll on (the file's
 * own beforeAll hooks, registered after this call, run after it), so use them inside hooks and tests.
 */
export function appForFile<const Name extends string = never>(
  options: TestAppOptions & { customers?: readonly Name[] } = {},
): FileApp<Name> {
  const { customers: names = [], ...appOptions } = options;
  let opened: TestApp | undefined;
  const signedUp = new Map<string, Customer>();
  beforeAll(async () => {
    opened = await createTestApp(appOptions);
    for (const name of names) signedUp.set(name, await newCustomer(opened, name));
  });
  afterAll(() => opened?.close());
  const t = lateBound('the test app', () => opened, ['app', 'db', 'config', 'close']);
  const customers = Object.fromEntries(
    names.map((name) => [
      name,
      lateBound(`customer ${name}`, () => signedUp.get(name), ['token', 'id', 'email']),
    ]),
  ) as Record<Name, Customer>;
  return { ...customers, t, call: caller(t) };
}

/** A saved Nova Poshta address in Lviv: a department, or a parcel locker (box). */
export async function addAddress(
  t: TestApp,
  who: Pick<Customer, 'id'>,
  type: 'department' | 'box' = 'department',
): Promise<string> {
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
      fullAddress: type === 'box' ? 'Львів, Поштомат №5089' : 'Львів, Відділення №1',
    })
    .returning();
  return row!.id;
}

export const PHONE = '380671234567';

export async function verifyPhone(t: TestApp, who: Pick<Customer, 'id'>, phone = PHONE): Promise<void> {
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, who.id));
}

/** A passport as the documents step sends it (SPEC §3 Identity document input), not kept in the cabinet. */
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

/** An active churn offer of `discountAmount` UAH, expiring in a day. */
export async function addChurnOffer(t: TestApp, who: Pick<Customer, 'id'>, discountAmount = '100.00') {
  const [row] = await t.db
    .insert(churnOffers)
    .values({ userId: who.id, discountAmount, expiredAt: new Date(Date.now() + 86_400_000) })
    .returning();
  return row!;
}

/** When the offer was spent; null while it is not (or it was given back). */
export async function churnUsedAt(t: TestApp, id: string): Promise<Date | null> {
  const [row] = await t.db.select().from(churnOffers).where(eq(churnOffers.id, id));
  return row?.usedAt ?? null;
}
