import { describe, expect, it } from 'vitest';
import { loaderContext, TEST_IDENTITY_DOCUMENT, thrownResponse } from '../order-core/index.js';
import { loadPaymentPage } from './load-payment-page.js';
import { buyoutOrder } from './test-order.js';

const ORDER_ID = buyoutOrder().id;

describe('payment pages loader (?orderId=...&isEdited=true&paymentSystem=...)', () => {
  it('reads the order, the customs limit and the store cards; isEdited is the string true', async () => {
    const data = await loadPaymentPage(
      new Request(`http://x/buyout/payment/success?orderId=${ORDER_ID}&isEdited=true&paymentSystem=liqpay`),
      loaderContext({
        [`/api/buyout/${ORDER_ID}/view`]: { status: 200, body: buyoutOrder() },
        '/api/buyout/settings': {
          status: 200,
          body: { currency: 'USD', amountCustomsLimit: '150', successPage: { company: [] } },
        },
        '/api/personal/passports/active': { status: 200, body: { document: TEST_IDENTITY_DOCUMENT } },
      }),
    );
    expect(data.order.number).toBe('BO-000042');
    // The cabinet's document comes with the success page (its customs notice offers it at once).
    expect(data.savedDocument?.id).toBe(TEST_IDENTITY_DOCUMENT.id);
    expect(data.customsLimit).toEqual({ amountCustomsLimit: '150', currency: 'USD' });
    expect(data.isEdited).toBe(true);
    expect(data.paymentSystem).toBe('liqpay');
  });

  it('still shows the page without settings; isEdited other than "true" is false', async () => {
    const data = await loadPaymentPage(
      new Request(`http://x/buyout/payment/failure?orderId=${ORDER_ID}&isEdited=1`),
      loaderContext({ [`/api/buyout/${ORDER_ID}/view`]: { status: 200, body: buyoutOrder() } }),
    );
    expect(data.customsLimit).toBeNull();
    expect(data.storeCards).toEqual([]);
    expect(data.savedDocument).toBeNull();
    expect(data.isEdited).toBe(false);
  });

  it('a draft (never sent to payment) goes to its checkout', async () => {
    const response = await thrownResponse(
      loadPaymentPage(
        new Request(`http://x/ro/buyout/payment/success?orderId=${ORDER_ID}`),
        loaderContext({
          [`/api/buyout/${ORDER_ID}/view`]: {
            status: 200,
            body: buyoutOrder({ isDraft: true, status: 'draft' }),
          },
        }),
      ),
    );
    expect(response.headers.get('location')).toBe(`/ro/buyout/checkout?orderId=${ORDER_ID}`);
  });

  it('another customer’s order is 404; a visitor logs in and comes back; no order id goes to the orders', async () => {
    const missing = await thrownResponse(
      loadPaymentPage(
        new Request(`http://x/buyout/payment/success?orderId=${ORDER_ID}`),
        loaderContext({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 404, body: { errorDescription: 'Не знайдено' } },
        }),
      ),
    );
    expect(missing.status).toBe(404);
    const visitor = await thrownResponse(
      loadPaymentPage(
        new Request(`http://x/en/buyout/payment/failure?orderId=${ORDER_ID}`),
        loaderContext({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 401, body: { errorDescription: 'Log in' } },
        }),
      ),
    );
    expect(visitor.headers.get('location')).toBe(
      `/en/login?next=${encodeURIComponent(`/en/buyout/payment/failure?orderId=${ORDER_ID}`)}`,
    );
    const none = await thrownResponse(
      loadPaymentPage(new Request('http://x/buyout/payment/success'), loaderContext({})),
    );
    expect(none.headers.get('location')).toBe('/orders');
  });
});
