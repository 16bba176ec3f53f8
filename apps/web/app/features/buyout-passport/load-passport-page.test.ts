import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadBuyoutPassport } from './load-passport-page.js';

const ORDER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function context(answers: Record<string, { status: number; body: unknown }>): AppLoadContext {
  return {
    api: async (path: string) => {
      const answer = answers[new URL(path, 'http://x').pathname] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  } as unknown as AppLoadContext;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('documents page loader (/buyout/passport?orderId=...)', () => {
  it('loads my order and the active passport; ?diia=return says the customer came back from Diia', async () => {
    const data = await loadBuyoutPassport(
      new Request(`http://x/en/buyout/passport?orderId=${ORDER_ID}&diia=return`),
      context({
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
    const missing = await thrown(
      loadBuyoutPassport(
        new Request(`http://x/buyout/passport?orderId=${ORDER_ID}`),
        context({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 404, body: { errorDescription: 'Не знайдено' } },
        }),
      ),
    );
    expect(missing.status).toBe(404);
    const visitor = await thrown(
      loadBuyoutPassport(
        new Request(`http://x/buyout/passport?orderId=${ORDER_ID}`),
        context({
          [`/api/buyout/${ORDER_ID}/view`]: { status: 401, body: { errorDescription: 'Увійдіть' } },
        }),
      ),
    );
    expect(visitor.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/buyout/passport?orderId=${ORDER_ID}`)}`,
    );
    const none = await thrown(loadBuyoutPassport(new Request('http://x/ru/buyout/passport'), context({})));
    expect(none.headers.get('location')).toBe('/ru/orders');
  });
});
