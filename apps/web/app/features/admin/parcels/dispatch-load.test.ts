import { createApiClient } from '@posylka/contract';
import { describe, expect, it } from 'vitest';
import { listParcel } from '../test-parcel.js';
import { loadDispatchCandidates } from './dispatch-load.js';

describe('dispatch candidates (domain: dispatch from at_warehouse | consolidated)', () => {
  it('reads every page of both states for the country, and no more than one batch can carry', async () => {
    const asked: string[] = [];
    const api = createApiClient({
      getLocale: () => 'uk',
      auth: { kind: 'cookie', getCookies: () => '' },
      fetch: async (url) => {
        const params = new URL(url, 'http://x').searchParams;
        asked.push(`${params.get('state')}:${params.get('page')}:${params.get('country')}`);
        const state = params.get('state');
        const page = Number(params.get('page'));
        const total = state === 'at_warehouse' ? 30 : 2;
        const count = Math.max(0, Math.min(25, total - (page - 1) * 25));
        const items = Array.from({ length: count }, (_, i) =>
          listParcel({ id: `${state}-${page}-${i}`, state: state as 'at_warehouse' }),
        );
        return new Response(JSON.stringify({ items, total, page, countPerPage: 25 }), { status: 200 });
      },
    });
    const result = await loadDispatchCandidates(api, 'US');
    expect(asked).toEqual(['at_warehouse:1:US', 'at_warehouse:2:US', 'consolidated:1:US']);
    expect(result.parcels).toHaveLength(32);
    expect(result.total).toBe(32);
  });
});
