// PAYMENT_PROVIDER=liqpay: the payment answer is a LiqPay form post, and its server callback (form
// encoded, as LiqPay sends it) is verified with the private key, idempotent, amount checked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyoutPayment } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buyoutOrders, payments, userAddresses, users } from '../../db/schema/index.js';
import { registerUser } from '../../../test/http.js';
import { decodeData, liqpaySignature, encodeData } from './signed-data.js';

const PRIVATE = 'sandbox_private_key_for_route_tests';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { PAYMENT_PROVIDER: 'liqpay', LIQPAY_PUBLIC_KEY: 'sandbox_i123', LIQPAY_PRIVATE_KEY: PRIVATE },
  });
  token = (await registerUser(t.app, 'liqpay-payer@example.com')).token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function awaitingOrder(): Promise<string> {
  const [user] = await t.db.select().from(users).where(eq(users.email, 'liqpay-payer@example.com'));
  await t.db
    .update(users)
    .set({ phoneNumber: '380671234567', phoneVerifiedAt: new Date() })
    .where(eq(users.id, user!.id));
  const [address] = await t.db
    .insert(userAddresses)
    .values({
      userId: user!.id,
      type: 'department',
      cityName: 'Київ',
      zip: '01001',
      fullAddress: 'Київ, Відділення №1',
    })
    .returning();
  const draft = await api('POST', '/buyout/draft', {
    products: [{ link: 'https://www.amazon.com/dp/1', name: 'Shoes', price: '60', quantity: 1 }],
    recipient: { firstName: 'Олена', lastName: 'Коваленко', phoneNumber: '380671234567' },
    delivery: { userAddressId: address!.id },
  });
  const id = (draft.json() as { id: string }).id;
  expect((await api('POST', `/buyout/${id}/checkout`)).statusCode).toBe(200);
  return id;
}

const formPost = (fields: Record<string, unknown>, key = PRIVATE) => {
  const data = encodeData(fields);
  const body = new URLSearchParams({ data, signature: liqpaySignature(key, data) }).toString();
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/liqpay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
};

describe('LiqPay payments', () => {
  it('pays through a signed form callback once; forged, tampered and replayed callbacks change nothing', async () => {
    const orderId = await awaitingOrder();
    const res = await api('GET', `/buyout/${orderId}/payment`);
    const answer = res.json() as BuyoutPayment;
    expect(answer.paymentSystem).toBe('liqpay');
    expect(answer.url).toBe('https://www.liqpay.ua/api/3/checkout');
    const sent = decodeData(answer.form!.data)!;
    // 60 + 8% amazon fee (4.80) + 2% insurance (1.20) = 66.00 USD, asked of LiqPay in hryvnias at
    // the NBU rate of the day (issue 14 item 7).
    expect(answer.baseAmount).toEqual({ amount: '66.00', currency: 'USD' });
    expect(sent).toMatchObject({ amount: answer.amount.amount, currency: 'UAH', action: 'pay' });
    expect(Number(sent.amount)).toBeCloseTo(66 * Number(answer.rate), 2);
    const paymentRef = sent.order_id as string;
    const uah = Number(sent.amount);

    expect(
      (await formPost({ order_id: paymentRef, status: 'success', amount: uah, currency: 'UAH' }, 'wrong'))
        .statusCode,
    ).toBe(400);
    expect(
      (await formPost({ order_id: paymentRef, status: 'success', amount: 66, currency: 'USD' })).statusCode,
    ).toBe(409);
    expect((await api('GET', `/buyout/${orderId}/check_payment`)).statusCode).toBe(202);
    expect(
      (await formPost({ order_id: paymentRef, status: 'wait_secure', amount: uah, currency: 'UAH' })).json(),
    ).toEqual({
      status: 'ignored',
    });

    const ok = await formPost({ order_id: paymentRef, status: 'success', amount: uah, currency: 'UAH' });
    expect(ok.json()).toEqual({ status: 'paid' });
    const replay = await formPost({ order_id: paymentRef, status: 'success', amount: uah, currency: 'UAH' });
    expect(replay.json()).toEqual({ status: 'paid' });
    expect((await api('GET', `/buyout/${orderId}/check_payment`)).json()).toEqual({
      status: 'paid',
      orderId,
    });
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
    const [order] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, orderId));
    expect(order!.status).toBe('paid');
  });
});
