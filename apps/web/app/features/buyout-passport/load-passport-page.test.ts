import { describe, expect, it } from 'vitest';
import { loaderContext, thrownResponse } from '../order-core/index.js';
import { loadBuyoutPassport } from './load-passport-page.js';

const ORDER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('documents page loader (/buyout/passport?orderId=...)', () => {
  it('loads my order and the active passport; ?diia=return says the customer came back from Diia', async () => {
    const data = await loadBuyoutPassport(
      new Request(`http://x/en/buyout/passport?orderId=${ORDER_ID}&diia=return`),
      loaderContext({
        [`/api/buyout/${ORDER_ID}/view`]: { status: 200, body: { id: ORDER_ID, number: 'BO-000042' } },
        '/api/personal/passports/active': { status: 200, body: { document: null } },
      }),
    );
    expect(data).toEqual({
      orderId: ORDER_ID,
      orderNumber: 'BO-000042',
      activeDocument: null,
      returningFromDiia: true,
    });
  });

  it('another customer’s order is 404; a visitor logs in and comes back; no order goes to the orders list', async () => {
    const missing = await thrownResponse(
      loadBuyoutPassport(
        new Request(`http://x/buyout/passport?orderId=${ORDER_ID}`),
        loaderContext({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 404, body: { errorDescription: 'Не знайдено' } },
        }),
      ),
    );
    expect(missing.status).toBe(404);
    const visitor = await thrownResponse(
      loadBuyoutPassport(
        new Request(`http://x/buyout/passport?orderId=${ORDER_ID}`),
        loaderContext({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 401, body: { errorDescription: 'Увійдіть' } },
        }),
      ),
    );
    expect(visitor.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/buyout/passport?orderId=${ORDER_ID}`)}`,
    );
    const none = await thrownResponse(
      loadBuyoutPassport(new Request('http://x/ru/buyout/passport'), loaderContext({})),
    );
    expect(none.headers.get('location')).toBe('/ru/orders');
  });
});
