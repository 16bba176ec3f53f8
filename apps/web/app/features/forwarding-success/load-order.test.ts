import { describe, expect, it } from 'vitest';
import { contextAnswering, thrownResponse } from '../order-core/index.js';
import { loadSuccessOrder } from './load-order.js';
import { successOrder } from './test-order.js';

describe('success page loader (SPEC §2: loads the order by the route id)', () => {
  const id = '0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10';

  it('gives a completed order to the page', async () => {
    const order = successOrder();
    const request = new Request(`http://x/en/forwarding/${id}/success`);
    await expect(loadSuccessOrder(request, contextAnswering(200, order), id)).resolves.toEqual({ order });
  });

  it('sends a draft back to the wizard where it stopped, in the page language', async () => {
    const draft = successOrder({ states: { ...successOrder().states, isCheckoutCompleted: false } });
    const request = new Request(`http://x/en/forwarding/${id}/success`);
    const response = await thrownResponse(loadSuccessOrder(request, contextAnswering(200, draft), id));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/en/forwarding/edit/${id}`);
  });

  it('answers 404 for an order that is not mine and sends a visitor to log in', async () => {
    const request = new Request(`http://x/forwarding/${id}/success`);
    const missing = await thrownResponse(
      loadSuccessOrder(request, contextAnswering(404, { errorDescription: 'Не знайдено' }), id),
    );
    expect(missing.status).toBe(404);
    const visitor = await thrownResponse(
      loadSuccessOrder(request, contextAnswering(401, { errorDescription: 'Увійдіть' }), id),
    );
    expect(visitor.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/forwarding/${id}/success`)}`,
    );
  });
});
