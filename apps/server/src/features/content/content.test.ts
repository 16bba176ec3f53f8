import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Article,
  BannerSlide,
  CompareProduct,
  HeaderItem,
  NotificationPostsResponse,
  Promotion,
  ValidationErrorBody,
} from '@posylka/contract';
import { promotions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { localizedText } from '@posylka/domain';
import { listPromotions } from './promotions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-locale': locale } });

describe('GET /api/content/banners', () => {
  it('lists the seeded slides in order with desktop and mobile images and a localized caption', async () => {
    const res = await get('/content/banners', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const slides: BannerSlide[] = res.json();
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides[0]).toMatchObject({ href: null, imageDesktop: expect.stringMatching(/desktop\.svg$/) });
    expect(slides[0]?.alt).toMatch(/warehouse address in the US/);
    const uk: BannerSlide[] = (await get('/content/banners')).json();
    expect(uk[0]?.alt).toMatch(/Власна адреса/);
  });
});

describe('GET /api/content/header-items', () => {
  it('gives ticker items with colours, country badges and the arrow flag', async () => {
    const items: HeaderItem[] = (await get('/content/header-items', 'ru')).json();
    expect(items[0]).toMatchObject({ countryCodes: ['US'], hasArrow: true, color: '#1f5fd6' });
    expect(items[0]?.text).toMatch(/Доставка из США/);
    expect(items.some((i) => i.link === null && !i.hasArrow)).toBe(true);
  });
});

describe('GET /api/content/compare-products and /api/content/articles', () => {
  it('compares prices in UAH with the saving in percent', async () => {
    const products: CompareProduct[] = (await get('/content/compare-products', 'ro')).json();
    expect(products.length).toBeGreaterThanOrEqual(5);
    const sneakers = products[0];
    expect(sneakers).toMatchObject({
      title: 'Pantofi sport de alergare',
      priceUkraine: { amount: '5999.00', currency: 'UAH' },
      priceUSA: { amount: '3890.00', currency: 'UAH' },
      discount: '35.2',
      country: 'US',
    });
  });
  it('lists articles with a link and an image', async () => {
    const list: Article[] = (await get('/content/articles', 'eng')).json();
    expect(list[0]).toMatchObject({ slug: 'how-to-buy-on-amazon', href: '/instructions' });
    expect(list[0]?.title).toMatch(/Amazon/);
  });
});

describe('GET /api/notifications/posts (only uk, ru, en)', () => {
  it('answers in the page language, newest first', async () => {
    const body: NotificationPostsResponse = (await get('/notifications/posts', 'ru')).json();
    expect(body.locale).toBe('ru');
    expect(body.items[0]?.title).toMatch(/Китае/);
    const dates = body.items.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
  it('gives ro and eng pages the English posts', async () => {
    for (const locale of ['ro', 'eng']) {
      const body: NotificationPostsResponse = (await get('/notifications/posts', locale)).json();
      expect(body.locale).toBe('en');
      expect(body.items[0]?.title).toBe('China warehouse: New Year break');
    }
  });
});

describe('GET /api/extra/promotions/{placement}', () => {
  it('lists the running home promotion with its discount and end for the countdown', async () => {
    const res = await get('/extra/promotions/home', 'en');
    expect(res.statusCode).toBe(200);
    const list: Promotion[] = res.json();
    const monthly = list.find((p) => p.slug === 'monthly-usa-delivery');
    expect(monthly).toMatchObject({ discountPercent: '15', title: '15% off delivery from the US' });
    expect(Date.parse(monthly?.endsAt ?? '')).toBeGreaterThan(Date.now());
  });
  it('adds a country’s own promotions only when countryCode names it', async () => {
    const without: Promotion[] = (await get('/extra/promotions/forwarding-start')).json();
    expect(without.map((p) => p.slug)).not.toContain('poland-start-greeting');
    const pl: Promotion[] = (await get('/extra/promotions/forwarding-start?countryCode=pl')).json();
    expect(pl.map((p) => p.slug)).toContain('poland-start-greeting');
  });
  it('answers 422 with violations for an unknown placement or a malformed country code', async () => {
    const res = await get('/extra/promotions/sidebar');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations.map((v) => v.property)).toEqual(['placement']);
    const bad = await get('/extra/promotions/home?countryCode=USA');
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as ValidationErrorBody).violations.map((v) => v.property)).toEqual(['countryCode']);
  });
  it('leaves out promotions that have not started or have ended', async () => {
    const base = {
      placement: 'home',
      countryCode: null,
      title: localizedText('a', 'a', 'a', 'a'),
      text: localizedText('b', 'b', 'b', 'b'),
      href: null,
      color: '#000000',
      textColor: '#ffffff',
      discountPercent: null,
      sortOrder: 9,
    };
    await t.db.insert(promotions).values([
      { ...base, slug: 'test-ended', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' },
      { ...base, slug: 'test-future', startsAt: '2099-01-01T00:00:00Z', endsAt: null },
    ]);
    const slugs = (await listPromotions(t.db, 'home', undefined, 'uk', new Date())).map((p) => p.slug);
    expect(slugs).toContain('monthly-usa-delivery');
    expect(slugs).not.toContain('test-ended');
    expect(slugs).not.toContain('test-future');
    const in2099 = await listPromotions(t.db, 'home', undefined, 'uk', new Date('2099-06-01T00:00:00Z'));
    expect(in2099.map((p) => p.slug)).toEqual(['test-future']);
  });
});
