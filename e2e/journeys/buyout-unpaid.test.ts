// Journey of issue 14 item 5 "Unpaid orders" (SPEC §2 "Buy-out payment pages", §4 "Buy-out"), at
// 390 and 1440 px with screenshots (e2e/test-results/screenshots): a declined sandbox payment; "Edit"
// on the failure page opens the order in the checkout as a draft, every line editable; a line's price
// changed, paid through a new link, success; the payment page left open in another tab no longer
// offers to pay; one order in the list.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import {
  FAILURE_TITLE,
  SUCCESS_TITLE,
  checkoutStep,
  decideInSandbox,
  expectSuccessPage,
  readyBuyoutDraft,
  type BuyoutOrderView,
} from '../support/buyout.js';
import {
  acceptCookies,
  addWarehouseAddressThroughApi,
  hydrated,
  newCustomer,
  noHorizontalOverflow,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
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

test.describe('buy-out: an unpaid order edited and paid again', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`a declined payment, edit the unpaid order, change a line, pay through a new link (${viewport.width} px)`, async () => {
      const { page, errors, api, close } = await newCustomer(browser, server.url, viewport, 'bo-unpaid');
      const layout: string[] = [];
      try {
        const phone = await verifyPhoneThroughApi(api);
        const department = await addWarehouseAddressThroughApi(api, 'department');
        const draft = await readyBuyoutDraft(api, phone, department);

        await page.goto(`/buyout/checkout?orderId=${draft.id}`);
        await page.getByRole('heading', { name: 'Викуп товарів із магазинів США', level: 1 }).waitFor();
        await hydrated(page);
        await acceptCookies(page);
        await checkoutStep(page, 'Оплата')
          .getByRole('button', { name: /^Оплатити/ })
          .click();
        await decideInSandbox(page, 'Відхилити', draft.total, 'buyout-unpaid-decline');
        await page.waitForURL(
          (url) => url.pathname === '/buyout/payment/failure' && url.searchParams.get('orderId') === draft.id,
          { timeout: 60_000 },
        );
        await page.getByRole('heading', { name: FAILURE_TITLE, level: 1 }).waitFor();
        await hydrated(page);

        // A payment page opened meanwhile in another tab (a retry that was left open).
        const open = await api.call<{ url: string }>('GET', `/buyout/${draft.id}/payment`);
        assert.equal(open.status, 200);
        const oldTab = await page.context().newPage();
        try {
          await oldTab.goto(open.body.url);
          await oldTab.getByRole('button', { name: 'Сплатити', exact: true }).waitFor();

          // "Edit" opens the checkout with the order as a draft: every line can change.
          await page.getByRole('link', { name: 'Редагувати замовлення' }).click();
          await page.waitForURL(
            (url) => url.pathname === '/buyout/checkout' && url.searchParams.get('orderId') === draft.id,
            { timeout: 60_000 },
          );
          await page.getByRole('heading', { name: `Зміна замовлення ${draft.number}`, level: 1 }).waitFor();
          await hydrated(page);
          await page.getByRole('note').getByText(`Замовлення ${draft.number} ще не оплачене`).waitFor();
          const products = checkoutStep(page, 'Товари');
          const first = products.getByRole('listitem', { name: 'Товар 1' });
          for (const label of [/^Посилання на товар/, /^Назва товару/, /^Кількість/, /^Ціна за одиницю/]) {
            assert.equal(await first.getByRole('textbox', { name: label }).isEditable(), true, String(label));
          }
          await products.getByRole('button', { name: /Додати товар/ }).waitFor();
          const price = first.getByRole('textbox', { name: /^Ціна за одиницю/ });
          await price.fill('25');
          await price.blur();
          await noHorizontalOverflow(page, layout, 'buyout-unpaid-edit');
          await screenshot(page, 'buyout-unpaid-edit');
          await products.getByRole('button', { name: 'Зберегти', exact: true }).click();

          const pay = checkoutStep(page, 'Оплата').getByRole('button', { name: /^Оплатити/ });
          await pay.waitFor();
          await pay.click();
          await page.waitForURL(/\/api\/payments\/sandbox\/[^/?]+$/, { timeout: 60_000 });
          // A new payment link, for the new total.
          assert.notEqual(new URL(page.url()).pathname, open.body.url);
          const changed = await api.call<BuyoutOrderView>('GET', `/buyout/${draft.id}/view`);
          assert.equal(changed.body.status, 'awaiting_payment');
          assert.notEqual(changed.body.total.amount, draft.total.amount);
          await decideInSandbox(page, 'Сплатити', changed.body.total, 'buyout-unpaid-pay');
          await expectSuccessPage(page, changed.body, SUCCESS_TITLE);
          await screenshot(page, 'buyout-unpaid-success');

          // The page left open in the other tab no longer offers to pay.
          await oldTab.reload();
          await oldTab.getByText('Цю оплату вже оброблено.').waitFor();
          assert.equal(await oldTab.getByRole('button', { name: 'Сплатити', exact: true }).count(), 0);
        } finally {
          await oldTab.close();
        }

        const paid = await api.call<BuyoutOrderView>('GET', `/buyout/${draft.id}/view`);
        assert.equal(paid.body.status, 'paid');
        assert.deepEqual(
          paid.body.products.map((p) => [p.name, p.quantity, p.price.amount]),
          [
            ['Running shoes', 1, '25.00'],
            ['Cotton socks', 2, '10.50'],
          ],
        );
        // One order in the list: the edited one, no second draft beside it.
        const list = await api.call<{ items: { id: string }[] }>('GET', '/orders?filter=all');
        assert.deepEqual(
          list.body.items.map((i) => i.id),
          [draft.id],
        );
        assert.deepEqual(layout, []);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
