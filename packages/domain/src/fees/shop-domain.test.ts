import { describe, expect, it } from 'vitest';
import { shopDomainOf } from './shop-domain.js';

describe('shop domain of a product link (host, ignoring "www.")', () => {
  it.each([
    ['https://www.amazon.com/dp/B0?ref=x', 'amazon.com'],
    ['http://EBAY.com', 'ebay.com'],
    ['https://shop.nike.com:443/t/1', 'shop.nike.com'],
    ['https://user@walmart.com/ip/1', 'walmart.com'],
  ])('%s -> %s', (link, domain) => {
    expect(shopDomainOf(link)).toBe(domain);
  });

  it.each(['amazon.com/dp/1', 'ftp://amazon.com', 'https://localhost/x', ''])(
    '%j is not a shop link',
    (link) => {
      expect(shopDomainOf(link)).toBeNull();
    },
  );
});
