// Journey of issue #7 part A: browse the shop catalogue by country and category, search (after the
// 1 s debounce), "Nothing found", pages and the English "show more", open a shop (site link in a
// new window, register/login prompt and sign-up promo when anonymous; the warehouse address group
// when signed in as the demo customer), switch language on the same catalogue address.
// Screenshots at 1440 and 390 px.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const DEMO = { email: 'demo@posylka.test', password: 'Posylka-demo-2026', code: 'UA100001' };

let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: server.url,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The cookie notice appears after hydration: accepting it proves React is live and clears the view. */
async function hydrated(page: Page) {
  await page
    .locator('.cookie-consent button')
    .first()
    .click({ timeout: 5000 })
    .catch(() => undefined);
  // The "this page is also in English" suggestion would cover the cards on a phone.
  await page
    .locator('[data-testid=language-banner] .notice-card__close')
    .click({ timeout: 1000 })
    .catch(() => undefined);
  await page.waitForFunction(() => {
    const input = document.querySelector('#catalog-country, #shop-country');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
}

/** Picks an option of a design-system select by typing part of its label. */
async function choose(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(text);
  await page.locator(`#${id}-list [role=option]`).first().waitFor();
  await page.keyboard.press('Enter');
}

const cardTitles = (page: Page) => page.locator('.shop-card__title').allTextContents();

test.describe('shop catalogue', () => {
  test('browse by country and category, search, nothing found, pages, open a shop (1440 px, anonymous)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.desktop);
    await page.goto('/catalog');
    await page.getByRole('heading', { level: 1, name: 'Каталог магазинів' }).waitFor();
    assert.equal(await page.title(), 'Каталог закордонних магазинів | Posylka');
    await hydrated(page);
    assert.equal((await cardTitles(page)).length, 24);
    // 65 shops: three pages, page 1 current, no "previous" link.
    const pager = page.getByRole('navigation', { name: 'Сторінки каталогу' });
    assert.deepEqual(await pager.locator('.pagination__page').allTextContents(), ['1', '2', '3']);
    await screenshot(page, 'catalog');

    await pager.getByRole('link', { name: 'Сторінка 2' }).click();
    await page.waitForURL('**/catalog?page=2');
    await page.locator('.pagination__page--current', { hasText: '2' }).waitFor();

    // Country, then category: segments in the path, page reset.
    await choose(page, 'catalog-country', 'США');
    await page.waitForURL(/\/catalog\/buy-us$/);
    await choose(page, 'catalog-category', 'Взуття');
    await page.waitForURL(/\/catalog\/shoes\/buy-us$/);
    await page.getByRole('heading', { level: 1, name: 'Магазини: Взуття · США' }).waitFor();
    // Most popular first (the default sort).
    assert.deepEqual(await cardTitles(page), ['Nike', "Macy's", '6pm', 'Zappos', 'Under Armour', 'Columbia']);
    assert.equal(await page.locator('.pagination').count(), 0, 'one page: no pagination');

    // Search applies 1 s after the last keystroke, not before.
    const search = page.getByRole('searchbox', { name: 'Пошук магазину' });
    await search.fill('zap');
    await page.waitForTimeout(400);
    assert.match(page.url(), /\/catalog\/shoes\/buy-us$/, 'not applied before the debounce');
    await page.waitForURL(/\/catalog\/shoes\/buy-us\?search=zap$/);
    await page.locator('.shop-card__title', { hasText: 'Zappos' }).waitFor();
    assert.deepEqual(await cardTitles(page), ['Zappos']);
    await screenshot(page, 'catalog-filtered');

    await search.fill('нічого такого');
    await page.getByRole('heading', { name: 'Нічого не знайдено' }).waitFor();
    await screenshot(page, 'catalog-nothing-found');
    await search.fill('zap');
    await page.locator('.shop-card__title', { hasText: 'Zappos' }).waitFor();

    // Open the shop: detail block for the filtered country.
    await page.locator('.shop-card__link', { hasText: 'Zappos' }).click();
    await page.waitForURL(/\/catalog\/c\/zappos\?_country=US$/);
    await page.getByRole('heading', { level: 1, name: 'Zappos' }).waitFor();
    const site = page.locator('.shop-detail__site');
    assert.equal(await site.getAttribute('href'), 'https://www.zappos.com');
    assert.equal(await site.getAttribute('target'), '_blank');
    assert.match((await site.getAttribute('rel')) ?? '', /noopener/);
    const start = page.getByRole('link', { name: /Почати покупки/ });
    assert.equal(await start.getAttribute('target'), '_blank');
    await page.getByRole('heading', { name: 'Адреса складу для покупок' }).waitFor();
    await page.getByRole('heading', { name: 'Ще не з нами?' }).waitFor();
    assert.equal(await page.locator('.shop-address').count(), 0, 'no address for a visitor');
    await screenshot(page, 'catalog-shop-anonymous');

    // Language switch keeps the address (path and query).
    await page.locator('.lang-switcher button').click();
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.waitForURL(/\/en\/catalog\/c\/zappos\?_country=US$/);
    await page.getByRole('link', { name: /Start shopping/ }).waitFor();

    // English catalogue: no page links; the next shops are appended.
    await page.goto('/en/catalog');
    await hydrated(page);
    assert.equal(await page.locator('.pagination').count(), 0, 'no pagination in en');
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.shop-card').length === 48);

    // An unknown segment is not a catalogue page.
    const missing = await page.goto('/catalog/garden');
    assert.equal(missing?.status(), 404);
    assert.deepEqual(errors, []);
  });

  test('the signed-in customer sees the warehouse address for the chosen country (390 px)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.mobile);
    const next = '/catalog/c/zalando?_country=PL';
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.locator('input[type=email]').fill(DEMO.email);
    await page.locator('input[autocomplete=current-password]').fill(DEMO.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/catalog\/c\/zalando\?_country=PL$/);
    await hydrated(page);
    assert.equal(await page.locator('#shop-country').getAttribute('placeholder'), 'Польща');
    const address = page.locator('.shop-address');
    await address.getByRole('heading', { name: /Польща/ }).waitFor();
    await address.locator('.shop-address__row--key', { hasText: DEMO.code }).first().waitFor();
    assert.equal(await page.locator('.shop-promo').count(), 0, 'no sign-up promo for a customer');
    // The highlighted line (name and customer code) copies exactly, with a toast.
    await address.locator('.shop-address__row--key .shop-address__copy').first().click();
    await page.getByText(/^Скопійовано:/).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), new RegExp(DEMO.code));
    await screenshot(page, 'catalog-shop-signed-in');

    await choose(page, 'shop-country', 'Німеч');
    await page.waitForURL(/_country=DE$/);
    await address.getByRole('heading', { name: /Німеччина/ }).waitFor();

    await page.goto('/catalog/buy-gb');
    await page.getByRole('heading', { level: 1, name: 'Магазини: Велика Британія' }).waitFor();
    await screenshot(page, 'catalog-buy-gb');
    assert.deepEqual(errors, []);
  });
});
