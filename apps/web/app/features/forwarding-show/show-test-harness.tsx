import type { MeResponse } from '@posylka/contract';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ForwardingShowPage } from './forwarding-show.js';
import { testOrder } from './test-order.js';

// The parcel page's test harness (tests only): a fetch stub with the address book and the branch
// directory, and the page rendered in the app's router with a signed-in customer.

export type Call = { url: URL; init: RequestInit; body: unknown };
export type Handler = (call: Call) => Response | undefined;
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const UID = '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11';
export const CITY = 'city-ref-kyiv';
export const BRANCH = 'branch-ref-1';

/** The address book and the directory answer for the order's branch; `handler` answers the rest. */
export function stubApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        url: new URL(input, 'http://localhost'),
        init,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const own = handler(call);
      if (own) return own;
      if (call.url.pathname.startsWith('/api/personal/addresses/'))
        return json({
          id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
          warehouseType: 'department',
          city: { ref: CITY, fullName: 'Київ' },
          warehouse: { ref: BRANCH, number: '1', description: 'Відділення №1' },
        });
      if (call.url.pathname === '/api/dictionary/warehouse')
        return json([
          {
            ref: BRANCH,
            number: '1',
            type: 'department',
            name: 'Відділення №1: вул. Пирогівський шлях, 135',
            shortAddress: 'Київ, Пирогівський шлях, 135',
            schedule: [
              { day: 'Monday', hours: '08:00-21:00' },
              { day: 'Sunday', hours: '-' },
            ],
            coordinates: { latitude: 50.3667, longitude: 30.5378 },
            maxWeightKg: 30,
            dimensions: null,
            postalCode: null,
          },
        ]);
      return json({ errorDescription: 'Щось пішло не так' }, 500);
    }),
  );
  return calls;
}

const user = { id: UID, email: 'demo@posylka.test' } as MeResponse;

export async function renderShow(order = testOrder(), uid: string | null = null) {
  renderPage(() => <ForwardingShowPage data={{ order }} uid={uid} />, {
    path: `/forwarding/show/${order.id}`,
    pattern: 'forwarding/show/:id',
    user,
    extra: [{ path: 'orders', Component: () => <h1>Мої замовлення</h1> }],
  });
  await screen.findByRole('heading', { level: 1, name: `Посилка ${order.number}` });
}

/** A step of the status line. */
export const step = (state: string) => document.querySelector(`[data-step="${state}"]`)!;
