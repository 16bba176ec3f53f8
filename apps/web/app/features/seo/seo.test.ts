import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap, PUBLIC_PAGES, sitemapPaths } from './public-pages.js';

describe('sitemap.xml', () => {
  it('lists FAQ articles and shop pages after the fixed pages', () => {
    const paths = sitemapPaths(['360016350892'], ['amazon', 'zalando']);
    expect(paths.slice(0, PUBLIC_PAGES.length)).toEqual([...PUBLIC_PAGES]);
    expect(paths.slice(PUBLIC_PAGES.length)).toEqual([
      '/faq/360016350892',
      '/catalog/c/amazon',
      '/catalog/c/zalando',
    ]);
    const xml = buildSitemap('https://posylka.test', paths);
    expect(xml).toContain('<loc>https://posylka.test/ru/catalog/c/zalando</loc>');
    expect(xml).toContain('<loc>https://posylka.test/faq/360016350892</loc>');
  });

  const xml = buildSitemap('https://posylka.test');
  it('lists every public page in all five languages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(PUBLIC_PAGES.length * 5);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://posylka.test/',
        'https://posylka.test/en',
        'https://posylka.test/catalog',
        'https://posylka.test/eng/register',
        'https://posylka.test/ro/landings/ca',
        'https://posylka.test/tariffs',
        'https://posylka.test/ro/tariffs',
      ]),
    );
    expect(locs.some((l) => l?.includes('/orders') || l?.includes('/profile'))).toBe(false);
  });
  it('gives each URL its hreflang alternates and x-default', () => {
    const first = xml.split('<url>')[1] ?? '';
    expect(first).toContain('hreflang="uk-UA" href="https://posylka.test/"');
    expect(first).toContain('hreflang="en-RO" href="https://posylka.test/eng"');
    expect(first).toContain('hreflang="x-default" href="https://posylka.test/"');
  });
});

describe('robots.txt', () => {
  const robots = buildRobots('https://posylka.test');
  it('closes the API and the dev tools, which are no pages', () => {
    const lines = robots.split('\n');
    for (const path of ['/api', '/dev']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /en/api');
    expect(lines).not.toContain('Disallow: /');
  });
  it('leaves the cabinet open, so a crawler reads the noindex of its login redirect', () => {
    for (const path of ['/orders', '/profile', '/en/orders', '/forwarding'])
      expect(robots).not.toContain(`Disallow: ${path}`);
  });
  it('points at the sitemap', () => {
    expect(robots).toContain('Sitemap: https://posylka.test/sitemap.xml');
  });
});
