// Journey of issue #7 (part C): both calculators, the forbidden-items guide with a country switch,
// the FAQ article and help widget, and the demo customer's bonuses widget with its history modal,
// at 1440 and 390 px; screenshots go to e2e/test-results/screenshots (calc-*).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Locator, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

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

async function openPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/**
 * Waits until React has hydrated the page (it tags DOM nodes with its fiber keys), so typed input is
 * handled by the app; then accepts the cookie notice (another feature) so it covers nothing.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const node = document.querySelector('.help-widget__button');
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
  await page
    .locator('.cookie-consent button')
    .first()
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/** Picks an option of the design-system combobox by its visible label. */
async function choose(scope: Page | Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option }).first().dispatchEvent('click');
}

const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`calculators journey (${viewport.width} px)`, () => {
    test('delivery and customs calculators answer as the user types', async () => {
      const { page, errors } = await openPage(viewport);
      await page.goto('/calculators');
      await hydrated(page);
      const delivery = page.locator('section', {
        has: page.getByRole('heading', { name: 'Калькулятор доставки' }),
      });
      // Server-rendered default: 1 kg from the US, Delaware: 14.00 USD.
      const deliveryTotal = delivery.locator('.calc-result__row--total');
      assert.match(normalize(await deliveryTotal.textContent()), /14,00 \$/);

      // Comma becomes a dot; 2.3 kg is billed as 2.5 kg: 2 x 6.75 x 2.5 = 33.75 USD.
      const weight = delivery.getByLabel('Вага посилки');
      await weight.fill('2,3');
      assert.equal(await weight.inputValue(), '2.3');
      await delivery.getByText('2,5 кг').waitFor();
      assert.match(normalize(await deliveryTotal.textContent()), /33,75 \$/);

      // Poland has two warehouses: the warehouse select appears and prices are in PLN.
      await choose(delivery, 'Країна', 'Польща');
      await delivery.getByRole('combobox', { name: 'Склад' }).waitFor();
      await delivery.locator('.calc-result__row--total').getByText(/PLN/).waitFor();

      // Above the grid: the domain message.
      await weight.fill('45');
      await delivery.getByText('Ми приймаємо посилки вагою до 30 кг').waitFor();
      await weight.fill('1');

      // Customs: preset 150 EUR over a 100 EUR limit -> 17.50 EUR; 300 EUR -> excess 200 -> 70.00 EUR.
      const customs = page.locator('section', {
        has: page.getByRole('heading', { name: 'Митний калькулятор' }),
      });
      const customsTotal = customs.locator('.calc-result__row--total');
      assert.match(normalize(await customsTotal.textContent()), /17,50 €/);
      await customs.getByLabel('Вартість товарів у посилці').fill('300');
      await customsTotal.getByText(/70,00/).waitFor();
      await customs.getByLabel('Вартість товарів у посилці').fill('');
      await customs.locator('.field__error').first().waitFor();
      assert.equal(await customs.locator('[data-testid=customs-result]').count(), 0);
      await customs.getByLabel('Вартість товарів у посилці').fill('250');
      await customs.getByRole('checkbox').check();
      // Exempt goods: only the 3% service fee of the 150 EUR excess, 4.50 EUR.
      await customsTotal.getByText(/4,50/).waitFor();
      await page.locator('[data-testid=compare-card]').first().waitFor();
      await screenshot(page, `calc-calculators`);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('forbidden-items guide switches lists by country and links to the FAQ article', async () => {
      const { page, errors } = await openPage(viewport);
      await page.goto('/forbidden-items');
      await hydrated(page);
      const items = page.locator('[data-testid=forbidden-list] li');
      const defaultCount = await items.count();
      await choose(page, 'Країна відправлення', 'Канада');
      await page.waitForURL(/_country=CA/);
      await page.getByText('Павербанки').waitFor();
      const canadaCount = await items.count();
      assert.ok(
        canadaCount > defaultCount,
        `Canada (${canadaCount}) lists more than the default (${defaultCount})`,
      );
      await screenshot(page, `calc-forbidden-items`);
      await page.getByRole('link', { name: 'Докладніше про заборонені товари' }).click();
      await page.waitForURL(/\/faq\/360016350892$/);
      await page.getByRole('heading', { level: 1, name: 'Які товари заборонено пересилати' }).waitFor();

      // Help widget: opens with FAQ links, Escape closes it and focus returns to the button.
      const help = page.getByRole('button', { name: 'Допомога' });
      await help.click();
      await page.getByRole('dialog', { name: 'Чим допомогти?' }).waitFor();
      await screenshot(page, `calc-help-widget`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('content pages: instructions, the Canada landing with its tariffs, a FAQ article', async () => {
      const { page, errors } = await openPage(viewport);
      await page.goto('/instructions');
      await hydrated(page);
      assert.equal(await page.locator('.steps__item').count(), 9);
      await screenshot(page, `calc-instructions`);
      await page.goto('/landings/ca');
      await hydrated(page);
      // The Toronto grid: 5 bands; the calculator opens on Canada (1 kg: 2 x 10.50 CAD = 21.00 CAD).
      assert.equal(await page.locator('.tariff-table tbody tr').count(), 5);
      assert.match(normalize(await page.locator('.calc-result__row--total').textContent()), /21,00 CAD/);
      await screenshot(page, `calc-landing-ca`);
      await page.goto('/en/faq/360016350901');
      await hydrated(page);
      await page
        .getByRole('heading', { level: 1, name: 'The customs limit and how duty is calculated' })
        .waitFor();
      await screenshot(page, `calc-faq-article`);
      const missing = await page.goto('/faq/1');
      assert.equal(missing?.status(), 404);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('the demo customer sees the bonuses widget and the history modal on /orders', async () => {
      const { page, errors } = await openPage(viewport);
      await page.goto('/login?next=%2Forders');
      await hydrated(page);
      await page.locator('input[type=email]').fill('demo@posylka.test');
      await page.locator('input[autocomplete=current-password]').fill('Posylka-demo-2026');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/orders$/);
      const balance = page.getByTestId('bonus-balance');
      await balance.waitFor();
      assert.equal(normalize(await balance.textContent()), '80,00 ₴');
      await page.getByTestId('cabinet-alert').first().waitFor();
      await page.getByTestId('carousel-slide').waitFor();
      await screenshot(page, `calc-cabinet-widgets`);
      await page.getByRole('button', { name: 'Історія бонусів' }).click();
      const modal = page.getByRole('dialog', { name: 'Історія бонусів' });
      await modal.getByText('4 операції').waitFor();
      assert.equal(await modal.getByTestId('bonus-row').count(), 4);
      await screenshot(page, `calc-bonus-history`);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Closing an alert removes it and it stays closed after a reload.
      const alerts = page.getByTestId('cabinet-alert');
      const before = await alerts.count();
      const closedTitle = normalize(await alerts.first().locator('.cabinet-alert__title').textContent());
      await alerts.first().locator('.cabinet-alert__close').click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=cabinet-alert]').length === n - 1,
        before,
      );
      await page.reload();
      await hydrated(page);
      await page.getByTestId('bonus-balance').waitFor();
      if (before > 1) await alerts.first().waitFor();
      assert.equal(await alerts.count(), before - 1);
      assert.equal(await page.getByText(closedTitle, { exact: true }).count(), 0);

      // Hiding the discounts keeps the choice in discountsCookie for a year (SPEC §4); news remain.
      await page.getByRole('button', { name: 'Приховати знижки' }).click();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'discountsCookie');
      assert.equal(cookie?.value, '1');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 364 && days <= 365, `discountsCookie lives a year (${days.toFixed(1)} days)`);
      await page.reload();
      await hydrated(page);
      await page.getByTestId('carousel-slide').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Приховати знижки' }).count(), 0);
      assert.equal(await page.getByText('Знижка', { exact: true }).count(), 0);

      // The bonuses page lists the same history, server-rendered.
      await page.goto('/profile/bonuses');
      await hydrated(page);
      assert.equal(await page.getByTestId('bonus-row').count(), 4);
      await screenshot(page, `calc-bonuses-page`);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });
}
