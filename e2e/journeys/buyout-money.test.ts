// Journeys of issue 14 ("money you can trust"), each at 390 and 1440 px with screenshots:
//  (1) a price rise the customer accepts on the order page and pays in hryvnias in the sandbox; the
//      page shows the surcharge paid and the money block adds it;
//  (2) a paid order cancelled from the order page: the refund is listed with the date it reaches the
//      card (SPEC §4 "refunded ... within 14 days to the paying card"), and its PDF receipt downloads.
// The operator's purchase is made through the console's API (its own journeys cover the console).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { payThroughApi, readyBuyoutDraft, type BuyoutOrderView } from '../support/buyout.js';
import {
  acceptCookies,
  addWarehouseAddressThroughApi,
  hydrated,
  newCustomer,
  noHorizontalOverflow,
  plainText,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let operatorToken: string;

test.beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The demo operator of the development seed.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@posylka.test', password: 'Posylka-operator-2026' }),
  });
  assert.equal(login.status, 200, `operator login: ${login.status}`);
  operatorToken = ((await login.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function operator(method: string, path: string, body?: unknown): Promise<number> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${operatorToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await res.text();
  return res.status;
}

async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.goto(`/buyout/show/${orderId}`);
  await hydrated(page);
  await acceptCookies(page);
}

test.describe('buy-out money journeys (issue 14)', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`(1) a price rise accepted and paid in hryvnias (${viewport.width} px)`, async () => {
      const { page, errors, api, close } = await newCustomer(browser, server.url, viewport, 'bo-rise');
      const layout: string[] = [];
      try {
        const phone = await verifyPhoneThroughApi(api);
        const department = await addWarehouseAddressThroughApi(api, 'department');
        const draft = await readyBuyoutDraft(api, phone, department);
        const order: BuyoutOrderView = await payThroughApi(api, server.url, draft.id);
        const shoes = order.products[0]!;
        // The shop asks 36.00 instead of 30.00 and the customer did not allow a higher price.
        const bought = await operator('POST', `/admin/buyouts/${order.id}/items/${shoes.id}/purchase`, {
          shopOrderNumber: '112-0000001-1',
          actualPrice: '36.00',
          actualQuantity: 1,
        });
        assert.equal(bought, 200);

        await openOrder(page, order.id);
        const question = page.getByText('«Running shoes»: потрібна ваша відповідь');
        await question.waitFor({ timeout: 30_000 });
        await noHorizontalOverflow(page, layout, 'buyout-rise-question');
        await screenshot(page, 'buyout-rise-question');
        await page.getByRole('button', { name: 'Так, купити' }).click();

        const pay = page.getByRole('button', { name: /^Доплатити / });
        await pay.waitFor({ timeout: 30_000 });
        await screenshot(page, 'buyout-rise-surcharge');
        await pay.click();
        await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+/, { timeout: 60_000 });
        // Asked in hryvnias, the dollars of the surcharge and the NBU rate beside them.
        assert.match(await plainText(page.getByTestId('amount')), /^[\d ]+,\d\d ₴/);
        assert.match(
          await plainText(page.getByTestId('base-amount')),
          /що становить [\d ]+,\d\d \$ за курсом НБУ/,
        );
        await screenshot(page, 'buyout-rise-sandbox');
        await page.getByRole('button', { name: 'Сплатити', exact: true }).click();

        await page.waitForURL((url) => url.pathname === `/buyout/show/${order.id}`, { timeout: 60_000 });
        await hydrated(page);
        const paid = page.getByTestId('surcharge-paid');
        await paid.waitFor({ timeout: 30_000 });
        assert.match(await plainText(paid), /«Running shoes»: доплату [\d ]+,\d\d \$ сплачено/);
        const money = await api.call<{
          money: { surcharges: { amount: string }; charged: { amount: string } };
        }>('GET', `/buyout/${order.id}/processing`);
        assert.equal(money.status, 200);
        assert.ok(Number(money.body.money.surcharges.amount) > 6, JSON.stringify(money.body.money));
        await noHorizontalOverflow(page, layout, 'buyout-rise-paid');
        await screenshot(page, 'buyout-rise-paid');
        assert.deepEqual(layout, []);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });

    test(`(2) a paid order cancelled: the refund with the date it reaches the card (${viewport.width} px)`, async () => {
      const { page, errors, api, close } = await newCustomer(browser, server.url, viewport, 'bo-cancel');
      const layout: string[] = [];
      try {
        const phone = await verifyPhoneThroughApi(api);
        const department = await addWarehouseAddressThroughApi(api, 'department');
        const draft = await readyBuyoutDraft(api, phone, department);
        const order = await payThroughApi(api, server.url, draft.id);

        await openOrder(page, order.id);
        await page.getByRole('button', { name: 'Скасувати замовлення' }).click();
        await page.getByRole('dialog', { name: 'Скасувати замовлення?' }).waitFor();
        await screenshot(page, 'buyout-cancel-confirm');
        await page.getByRole('button', { name: 'Так, скасувати' }).click();

        const refund = page.getByTestId('buyout-refund');
        await refund.waitFor({ timeout: 30_000 });
        const text = await plainText(refund);
        assert.match(text, /Замовлення скасовано/);
        assert.match(text, /надійде на картку до \d+ [а-яіїєґ]+\.? \d{4}/);
        await noHorizontalOverflow(page, layout, 'buyout-cancel-refund');
        await screenshot(page, 'buyout-cancel-refund');
        const view = await api.call<BuyoutOrderView>('GET', `/buyout/${order.id}/view`);
        assert.equal(view.body.status, 'refunded');

        // Issue 14 item 8: the refund's PDF receipt downloads.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          refund.getByTestId('receipt-link').click(),
        ]);
        assert.match(download.suggestedFilename(), /\.pdf$/);
        // The browser may be the runner's shared one: save a copy here rather than read its path.
        const file = join(tmpdir(), `posylka-${download.suggestedFilename()}`);
        await download.saveAs(file);
        assert.equal((await readFile(file)).subarray(0, 5).toString('latin1'), '%PDF-');
        assert.deepEqual(layout, []);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
