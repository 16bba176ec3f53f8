import { describe, expect, it } from 'vitest';
import type { QueryHolder } from './query-holder.js';
import { queryClientFor } from './query-scope.js';

describe("the tab's query cache belongs to one customer", () => {
  it('keeps one cache while the customer stays the same', () => {
    const holder: QueryHolder = { client: null, userId: null };
    const first = queryClientFor(holder, 'user-a');
    expect(queryClientFor(holder, 'user-a')).toBe(first);
  });

  it("after a log-out and another customer's log-in in the same tab, the first one's data is gone", () => {
    const holder: QueryHolder = { client: null, userId: null };
    queryClientFor(holder, 'user-a').setQueryData(['addresses'], [{ city: 'Київ', phone: '+380931112233' }]);
    expect(queryClientFor(holder, 'user-a').getQueryData(['addresses'])).toBeDefined();
    // Log-out: a visitor's pages start from nothing too.
    expect(queryClientFor(holder, null).getQueryData(['addresses'])).toBeUndefined();
    queryClientFor(holder, null).setQueryData(['rates'], { usd: '41.20' });
    // Another customer signs in.
    const other = queryClientFor(holder, 'user-b');
    expect(other.getQueryData(['addresses'])).toBeUndefined();
    expect(other.getQueryData(['rates'])).toBeUndefined();
  });
});
