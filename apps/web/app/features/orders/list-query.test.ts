// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isNarrowed, ordersApiQuery, ordersQueryString, parseOrdersQuery } from './list-query.js';

const parse = (qs: string) => parseOrdersQuery(new URLSearchParams(qs));

describe('the /orders address holds the list state (GET /orders: filter, page, type, country, search)', () => {
  it('reads the tab, page, type, country and search, falling back to the defaults', () => {
    expect(parse('')).toEqual({ filter: 'process', page: 1, type: null, country: null, search: '' });
    expect(parse('filter=archived&page=3&type=buyout&country=de&search=%20PS-000042%20')).toEqual({
      filter: 'archived',
      page: 3,
      type: 'buyout',
      country: 'DE',
      search: 'PS-000042',
    });
    expect(parse('filter=deleted&page=-2&type=x&country=Germany')).toEqual(parse(''));
    expect(parse('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(ordersQueryString(parse(''))).toBe('');
    const query = parse('filter=all&country=US&search=boots&page=2');
    expect(ordersQueryString(query)).toBe('?filter=all&country=US&search=boots&page=2');
    expect(parse(ordersQueryString(query).slice(1))).toEqual(query);
  });

  it('sends the API every part it filters by, and tells a narrowed list from an empty tab', () => {
    expect(ordersApiQuery(parse('filter=archived'))).toEqual({
      filter: 'archived',
      page: 1,
      type: undefined,
      country: undefined,
      search: undefined,
    });
    expect(isNarrowed(parse('filter=archived'))).toBe(false);
    expect(isNarrowed(parse('search=x'))).toBe(true);
    expect(isNarrowed(parse('country=PL'))).toBe(true);
  });
});
