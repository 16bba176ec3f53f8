import { createApiClient } from '@posylka/contract';
import { SHIPMENT_STATES } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { loadDashboard } from './dashboard-load.js';

/** Answers the parcel counts with `body` and the messages list with `messages` (same status). */
function client(status: number, body: unknown, asked: string[] = [], messages: unknown = body) {
  return createApiClient({
    getLocale: () => 'uk',
    auth: { kind: 'cookie', getCookies: () => '' },
    fetch: async (url) => {
      const { pathname, search } = new URL(url, 'http://x');
      asked.push(pathname + search);
      const answer = pathname === '/api/admin/notifications' ? messages : body;
      return new Response(JSON.stringify(answer), { status });
    },
  });
}

const zero = Object.fromEntries(SHIPMENT_STATES.map((state) => [state, 0]));

describe('console overview (issue 5: parcels per state and the buy-out queue)', () => {
  it('reads the parcel counts in one request and the dead letters (issue 16) in another', async () => {
    const asked: string[] = [];
    const buyouts = { open: 3, overdue: 1, overdueMore: false };
    const messages = {
      counts: { dead: 4, pending: 1, sent: 30 },
      deadByChannel: { email: 4, telegram: 0, sms: 0 },
      items: [],
      total: 4,
      page: 1,
      countPerPage: 50,
    };
    const data = await loadDashboard(
      client(200, { states: { ...zero, at_warehouse: 7, customs: 2 }, buyouts }, asked, messages),
    );
    expect(asked.sort()).toEqual(['/api/admin/notifications?status=dead', '/api/admin/parcels/counts']);
    expect(data.counts).toEqual({ ...zero, at_warehouse: 7, customs: 2 });
    expect(data.buyouts).toEqual(buyouts);
    expect(data.deadLetters).toBe(4);
  });

  it('a failed read shows the numbers as unavailable instead of failing the page', async () => {
    const data = await loadDashboard(client(500, { errorDescription: 'down' }));
    expect(Object.values(data.counts).every((n) => n === null)).toBe(true);
    expect(Object.keys(data.counts)).toHaveLength(SHIPMENT_STATES.length);
    expect(data.buyouts).toBeNull();
    expect(data.deadLetters).toBeNull();
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
