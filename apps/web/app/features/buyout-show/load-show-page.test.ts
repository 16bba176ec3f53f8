import { describe, expect, it } from 'vitest';
import { loaderContext, thrownResponse } from '../order-core/index.js';
import { loadBuyoutShow } from './load-show-page.js';
import { ORDER_ID, showOrder } from './test-order.js';

describe('buy-out order page loader (/buyout/show/{id})', () => {
  it('reads the order, "N of M" received, the per-product tracking and the customs limit', async () => {
    const data = await loadBuyoutShow(
      new Request(`http://x/buyout/show/${ORDER_ID}`),
      loaderContext({
        [`/api/buyout/${ORDER_ID}/view`]: { status: 200, body: showOrder() },
        [`/api/buyout/${ORDER_ID}/tracking_statuses`]: { status: 200, body: { received: 1, total: 2 } },
        [`/api/buyout/${ORDER_ID}/tracking`]: { status: 200, body: { items: [] } },
        '/api/buyout/settings': { status: 200, body: { currency: 'USD', amountCustomsLimit: '150' } },
      }),
      ORDER_ID,
    );
    expect(data.order.number).toBe('BO-000042');
    expect(data.received).toEqual({ received: 1, total: 2 });
    expect(data.customsLimit).toEqual({ amountCustomsLimit: '150', currency: 'USD' });
  });

  it("without tracking or settings the page still shows (the order's own counter stands in)", async () => {
    const data = await loadBuyoutShow(
      new Request(`http://x/buyout/show/${ORDER_ID}`),
      loaderContext({ [`/api/buyout/${ORDER_ID}/view`]: { status: 200, body: showOrder() } }),
      ORDER_ID,
    );
    expect(data.received).toEqual({ received: 0, total: 2 });
    expect(data.items).toEqual([]);
    expect(data.customsLimit).toBeNull();
  });

  it('401 -> the login page with next, in the page language', async () => {
    const response = await thrownResponse(
      loadBuyoutShow(
        new Request(`http://x/en/buyout/show/${ORDER_ID}`),
        loaderContext({ [`/api/buyout/${ORDER_ID}/view`]: { status: 401, body: { errorDescription: 'x' } } }),
        ORDER_ID,
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/en/login?next=${encodeURIComponent(`/en/buyout/show/${ORDER_ID}`)}`,
    );
  });

  it("another customer's or an unknown order -> the 404 page", async () => {
    const response = await thrownResponse(
      loadBuyoutShow(
        new Request('http://x/buyout/show/nope'),
        loaderContext({
          '/api/buyout/nope/view': { status: 404, body: { errorDescription: 'Не знайдено' } },
        }),
        'nope',
      ),
    );
    expect(response.status).toBe(404);
  });
});
