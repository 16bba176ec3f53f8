import { describe, expect, it } from 'vitest';
import { buildCatalogPath, catalogShopPath, parseCatalogQuery, parseCatalogSegments } from './url.js';

describe('SPEC §2 catalogue segments: a category and buy-{country code lowercase}', () => {
  it.each([
    [[], {}],
    [['clothes'], { category: 'clothes' }],
    [['buy-us'], { country: 'US' }],
    [['shoes', 'buy-de'], { category: 'shoes', country: 'DE' }],
    [['shoes', undefined], { category: 'shoes' }],
  ])('%j parses to %j', (segments, expected) => {
    expect(parseCatalogSegments(segments)).toEqual(expected);
  });

  it.each([
    [['garden']],
    [['buy-xx']],
    [['buy-US']],
    [['buy-us', 'shoes']],
    [['shoes', 'clothes']],
    [['shoes', 'buy-us', 'extra']],
  ])('%j is not a catalogue address (404)', (segments) => {
    expect(parseCatalogSegments(segments)).toBeNull();
  });
});

describe('SPEC §2 catalogue query: page omitted when 1, sortBy, search', () => {
  it('leaves every default out', () => {
    expect(buildCatalogPath({ page: 1, sortBy: 'popular', search: '  ' })).toBe('/catalog');
  });

  it('writes category, country and the query in a stable order', () => {
    expect(
      buildCatalogPath({ category: 'kids', country: 'GB', search: 'next', sortBy: 'z-a', page: 3 }),
    ).toBe('/catalog/kids/buy-gb?search=next&sortBy=z-a&page=3');
  });

  it('round-trips through the parser', () => {
    const url = new URL(
      `http://x${buildCatalogPath({ country: 'US', search: 'b&h', sortBy: 'a-z', page: 2 })}`,
    );
    const segments = url.pathname.split('/').slice(2);
    expect({ ...parseCatalogSegments(segments), ...parseCatalogQuery(url.searchParams) }).toEqual({
      country: 'US',
      search: 'b&h',
      sortBy: 'a-z',
      page: 2,
    });
  });

  it('falls back to the defaults for a hand-edited query', () => {
    expect(parseCatalogQuery(new URLSearchParams('page=-2&sortBy=cheap'))).toEqual({
      sortBy: 'popular',
      search: '',
      page: 1,
    });
    expect(parseCatalogQuery(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('links a shop with the country to preselect', () => {
    expect(catalogShopPath('amazon', 'US')).toBe('/catalog/c/amazon?_country=US');
    expect(catalogShopPath('asos')).toBe('/catalog/c/asos');
  });
});
