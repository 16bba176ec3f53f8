// Shared set-up of the buy-out route tests: customers, addresses, verified phones and a complete draft.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BuyoutOrder } from '@posylka/contract';
import type { TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { userAddresses, users } from '../../db/schema/index.js';

export type Customer = { token: string; id: string };

export async function newCustomer(t: TestApp, name: string): Promise<Customer> {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { token, id: row!.id };
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
      fullAddress: type === 'box' ? 'Львів, Поштомат №5089' : 'Львів, Відділення №1',
    })
    .returning();
  return row!.id;
}

export const PHONE = '380671234567';

export async function verifyPhone(t: TestApp, who: Customer, phone = PHONE): Promise<void> {
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, who.id));
}

export const RECIPIENT = {
  firstName: 'Олена',
  lastName: 'Коваленко',
  middleName: '',
  phoneNumber: PHONE,
  email: '',
};

export const line = (link: string, name: string, price: string, quantity = 1) => ({
  link,
  name,
  price,
  quantity,
  size: '',
  color: '',
  comment: '',
  allowOverpricing: true,
  allowLowerQuantity: true,
});

/** A draft that passes checkout: two amazon.com lines (60 x1 + 25 x2), verified phone, a department. */
export async function readyDraft(t: TestApp, who: Customer, overrides: Record<string, unknown> = {}) {
  await verifyPhone(t, who);
  const addressId = await addAddress(t, who);
  const res = await caller(t)(who, 'POST', '/buyout/draft', {
    name: 'Shoes',
    products: [
      line('https://www.amazon.com/dp/B000001', 'Running shoes', '60'),
      line('https://www.amazon.com/dp/B000002', 'Socks', '25', 2),
    ],
    recipient: RECIPIENT,
    delivery: { userAddressId: addressId },
    payment: { promoCode: '', churnAccepted: false, isApplyDiscount: false },
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`draft not saved: ${res.statusCode} ${res.body}`);
  return res.json() as BuyoutOrder;
}
