import { createApiClient } from '@posylka/contract';
import { SHIPMENT_STATES } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { loadDashboard } from './dashboard-load.js';

function client(status: number, body: unknown, asked: string[] = []) {
  return createApiClient({
    getLocale: () => 'uk',
    auth: { kind: 'cookie', getCookies: () => '' },
    fetch: async (url) => {
      asked.push(new URL(url, 'http://x').pathname);
      return new Response(JSON.stringify(body), { status });
    },
  });
}

const zero = Object.fromEntries(SHIPMENT_STATES.map((state) => [state, 0]));

describe('console overview (issue 5: parcels per state and the buy-out queue)', () => {
  it('reads every count in one request', async () => {
    const asked: string[] = [];
    const buyouts = { open: 3, overdue: 1, overdueMore: false };
    const data = await loadDashboard(
      client(200, { states: { ...zero, at_warehouse: 7, customs: 2 }, buyouts }, asked),
    );
    expect(asked).toEqual(['/api/admin/parcels/counts']);
    expect(data.counts).toEqual({ ...zero, at_warehouse: 7, customs: 2 });
    expect(data.buyouts).toEqual(buyouts);
  });

  it('a failed read shows the numbers as unavailable instead of failing the page', async () => {
    const data = await loadDashboard(client(500, { errorDescription: 'down' }));
    expect(Object.values(data.counts).every((n) => n === null)).toBe(true);
    expect(Object.keys(data.counts)).toHaveLength(SHIPMENT_STATES.length);
    expect(data.buyouts).toBeNull();
  });

  it('401 and 403 reach the page loader (login, no access)', async () => {
    await expect(loadDashboard(client(403, { errorDescription: 'no' }))).rejects.toMatchObject({
      status: 403,
    });
    await expect(loadDashboard(client(401, { errorDescription: 'no' }))).rejects.toMatchObject({
      status: 401,
    });
  });
});
