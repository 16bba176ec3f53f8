import type { ServerApi } from '@posylka/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadForwardingShow } from './load-show-page.js';
import { ORDER_ID, testOrder, testShipment } from './test-order.js';

function run(url: string, api: ServerApi) {
  return loadForwardingShow(new Request(url), { api, cspNonce: 'n' } as never, ORDER_ID);
}

const answer = (body: unknown, status = 200) =>
  vi.fn<ServerApi>(async () => new Response(JSON.stringify(body), { status }));

describe('/forwarding/show/{id} loader (SPEC §2 forwarding-show)', () => {
  it('reads GET /orders/{id} in the page language', async () => {
    const api = answer(testOrder());
    await expect(run(`http://localhost/en/forwarding/show/${ORDER_ID}`, api)).resolves.toMatchObject({
      order: { id: ORDER_ID, shipment: { state: 'at_warehouse' } },
    });
    const [path, init] = api.mock.calls[0]!;
    expect(path).toBe(`/api/orders/${ORDER_ID}`);
    expect((init?.headers as Record<string, string>)['x-locale']).toBe('en');
  });

  it('a visitor (401) logs in and comes back to this page', async () => {
    const thrown = (await run(
      `http://localhost/ru/forwarding/show/${ORDER_ID}`,
      answer({ errorDescription: 'Войдите' }, 401),
    ).catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe(
      `/ru/login?next=${encodeURIComponent(`/ru/forwarding/show/${ORDER_ID}`)}`,
    );
  });

  it("another customer's or an unknown order (404) is the 404 page", async () => {
    const thrown = (await run(
      `http://localhost/forwarding/show/${ORDER_ID}`,
      answer({ errorDescription: 'Замовлення не знайдено' }, 404),
    ).catch((e: unknown) => e)) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(404);
  });

  it('a draft has nothing to track yet: it opens the wizard where it stopped', async () => {
    const draft = testOrder({ shipment: testShipment({ state: 'declared', listStatus: 'draft' }) });
    const thrown = (await run(`http://localhost/forwarding/show/${ORDER_ID}`, answer(draft)).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe(`/forwarding/edit/${ORDER_ID}`);
  });

  it('a parcel the warehouse registered without a declaration (unregistered) does show', async () => {
    const unregistered = testOrder({
      states: { ...testOrder().states, isCheckoutCompleted: false, isCreatedByWarehouse: true },
      shipment: testShipment({ state: 'unregistered', listStatus: 'unregistered' }),
    });
    await expect(
      run(`http://localhost/forwarding/show/${ORDER_ID}`, answer(unregistered)),
    ).resolves.toMatchObject({
      order: { shipment: { state: 'unregistered' } },
    });
  });
});
