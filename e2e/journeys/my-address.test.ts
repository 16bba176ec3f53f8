// Journey of issue #3 part D: the demo customer opens "My addresses abroad", copies the highlighted
// warehouse line (checked in the real clipboard), makes another warehouse the default, picks a shop,
// switches the country (the query is rewritten), and copies the address of every affordable country
// in all five languages; the compact section on /orders; screenshots at 390 and 1440 px.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { startOwnServer, type RunningServer } from '../support/server.js';

const DEMO = { email: 'demo@posylka.test', password: 'Posylka-demo-2026', code: 'UA100001' };
const PAGE = '/profile/addresses/my-address';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  // A service of its own: the journey changes the demo customer's default warehouse, which decides
  // where the demo's parcels are received in the other journeys.
  server = await startOwnServer();
  browser = await launchBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page with clipboard access that fails the test on any uncaught script error. */
async function signedInPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: server.url,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/login?next=${encodeURIComponent(PAGE)}`);
  // Accept the cookie notice (it appears after hydration) so it does not cover the screenshots.
  await page
    .locator('.cookie-consent button')
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await page.locator('input[type=email]').fill(DEMO.email);
  await page.locator('input[autocomplete=current-password]').fill(DEMO.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(`**${PAGE}`);
  return { page, errors };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Waits until React has attached its handlers to the copy buttons (they do nothing before that). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('button.copy-button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('my addresses abroad', () => {
  test('copy the highlighted line, change the default, pick a shop, switch country (1440 px)', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.desktop);
    await page.getByRole('heading', { level: 1, name: 'Мої адреси за кордоном' }).waitFor();
    await hydrated(page);

    const delaware = page.locator('[data-place="us-de"]');
    await delaware.getByText('Основна адреса').waitFor();
    await delaware.getByText('Suite UA100001').waitFor();
    await delaware.getByRole('button', { name: 'Копіювати «Адреса, рядок 2»' }).click();
    await page.getByRole('status').filter({ hasText: 'Скопійовано: Адреса, рядок 2' }).waitFor();
    assert.equal(await clipboard(page), `Suite ${DEMO.code}`);
    await screenshot(page, 'my-address-us');
    // SPEC §9: the copy toast goes after 2 s.
    await page
      .getByRole('status')
      .filter({ hasText: 'Скопійовано' })
      .waitFor({ state: 'detached', timeout: 4000 });

    // The map shows the default warehouse, lazily, with a title.
    const frame = page.locator('iframe.stock-map__frame');
    assert.equal(await frame.getAttribute('loading'), 'lazy');
    assert.equal(await frame.getAttribute('title'), 'Склад на мапі: Делавер');

    // Make Oregon the default: the mark and the map move, and a reload keeps the choice.
    const oregon = page.locator('[data-place="us-or"]');
    await oregon.getByRole('button', { name: 'Зробити основною' }).click();
    await oregon.getByText('Основна адреса').waitFor();
    assert.equal(await frame.getAttribute('title'), 'Склад на мапі: Орегон');
    await page.getByText('Склад в Орегоні приймає лише посилки').waitFor();
    await page.reload();
    await page.locator('[data-place="us-or"]').getByText('Основна адреса').waitFor();
    await hydrated(page);

    // The shop selector: Amazon's site opens in a new window and may need a locker code.
    const shop = page.getByRole('combobox', { name: 'Магазин' });
    await shop.click();
    await shop.fill('Amaz');
    await page.keyboard.press('Enter');
    const site = page.getByRole('link', { name: /Перейти на amazon\.com/ });
    assert.equal(await site.getAttribute('target'), '_blank');
    await page.getByText('поштомат або пункт видачі з кодом').waitFor();
    await screenshot(page, 'my-address-us-shop');

    // Switch the country by keyboard search: the query is rewritten and the German address shows.
    const country = page.getByRole('combobox', { name: 'Країна' });
    await country.click();
    await country.fill('Німеч');
    await page.keyboard.press('Enter');
    await page.waitForURL(/_country=DE/);
    await page.locator('[data-place="de-fra"]').getByText(`Olena Kovalenko ${DEMO.code}`).waitFor();
    await screenshot(page, 'my-address-de');

    assert.deepEqual(errors, [], 'no script errors on the page');
    await page.context().close();
  });

  test('every affordable country, in all five languages, copies the personal address', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.desktop);
    const res = await page.request.get('/api/extra/countries');
    const countries = ((await res.json()) as { code: string; affordable: boolean }[]).filter(
      (c) => c.affordable,
    );
    assert.ok(countries.length >= 19, `all countries listed (${countries.length})`);
    const prefixes = ['', '/ru', '/en', '/ro', '/eng'];
    const copyAll = [
      'Копіювати всю адресу',
      'Копировать весь адрес',
      'Copy the whole address',
      'Copiază toată adresa',
      'Copy the whole address',
    ];
    for (const [index, { code }] of countries.entries()) {
      const lang = index % prefixes.length;
      await page.goto(`${prefixes[lang]}${PAGE}?_country=${code}`);
      await hydrated(page);
      const card = page.locator('.stock-card--default');
      await card.getByRole('button', { name: copyAll[lang] }).click();
      const copied = await clipboard(page);
      assert.match(
        copied,
        new RegExp(`^Olena Kovalenko(?: ${DEMO.code})?\\n`),
        `${code}: the name line first`,
      );
      assert.ok(
        copied.includes(DEMO.code),
        `${code}${prefixes[lang]}: the customer code is in the copied address`,
      );
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('the page and the compact section at 390 px (mobile)', async () => {
    const { page, errors } = await signedInPage(VIEWPORTS.mobile);
    await page.locator('[data-place="us-de"]').waitFor();
    await hydrated(page);
    await screenshot(page, 'mobile-my-address-us');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page wider than the viewport by ${overflow}px`);

    // The compact section on /orders: the default address with copy buttons and a link to the page.
    await page.goto('/en/orders');
    const section = page.locator('.my-address-compact');
    await section.getByText(`Suite ${DEMO.code}`).waitFor();
    await section.getByRole('button', { name: 'Copy "Address line 2"' }).click();
    assert.equal(await clipboard(page), `Suite ${DEMO.code}`);
    await screenshot(page, 'mobile-orders-my-address');
    await section.getByRole('link', { name: 'All addresses and shops' }).click();
    await page.waitForURL(/\/en\/profile\/addresses\/my-address\?_country=US$/);
    await page.getByRole('heading', { level: 1, name: 'My addresses abroad' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
