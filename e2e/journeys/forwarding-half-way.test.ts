// Journey (3) of issue 4, in English at 390 and 1440 px: fill steps 1 and 2 of the forwarding wizard,
// leave through the close link accepting the save (SPEC §4 "Exit"), come back through
// /en/forwarding/edit/{id}: it resumes on delivery, the first step not done, and every value is
// there, also after switching to Ukrainian; leaving without saving keeps nothing. Wrong product
// inputs get the same English message from the form and from the server; another customer gets 404
// for the order's pages.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  acceptCookies,
  asNewCustomer,
  hydrated,
  newCustomer,
  newTrackNumber,
  noHorizontalOverflow,
  pickOption,
  verifyPhoneThroughApi,
  waitForInputValue,
} from '../support/forwarding.js';
import {
  fillProductRow,
  nextFromCreate,
  serverMessage,
  step,
  stepperMarks,
} from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

test.describe('forwarding wizard: leave half way and come back', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`(3) in English: leave half way, come back through edit, nothing lost (${viewport.width} px)`, async () => {
      await asNewCustomer(
        stage,
        { viewport, tag: 'half', locale: 'en-GB' },
        async ({ page, errors, api }) => {
          const layout: string[] = [];
          await verifyPhoneThroughApi(api);
          const track = newTrackNumber('PL');
          const company = 'Corner Bike Store';

          await page.goto('/en/forwarding/declaration');
          await page.getByRole('heading', { name: 'Declare a parcel', level: 1 }).waitFor();
          await hydrated(page);
          assert.equal(await page.locator('html').getAttribute('lang'), 'en');
          await acceptCookies(page, 'Got it, accept');

          const order = step(page, 'Order');
          await pickOption(order, page, 'Country of dispatch', 'Pol', /Poland/);
          await order.getByRole('combobox', { name: 'Shop or carrier' }).fill(company);
          await order.getByRole('radio', { name: 'Yes' }).check();
          const number = order.getByRole('textbox', { name: /^Track number/ });
          // SPEC §5 "case-insensitive; own message", in English from the form and from the server.
          const bad = 'ORDER-778899';
          const fromServer = await serverMessage(
            api,
            'POST',
            '/orders/draft',
            { country: 'PL', companyName: company, receivedTrackNumber: true, number: bad },
            'number',
            'en',
          );
          await number.fill(bad);
          await number.blur();
          await order.getByText(fromServer, { exact: true }).waitFor();
          assert.match(fromServer, /cannot start with/);
          await number.fill(track);
          const id = await nextFromCreate(page, order.getByRole('button', { name: 'Next' }), '/en');

          const products = step(page, 'Products');
          const en = {
            category: 'Category',
            name: /^Product name in Latin letters/,
            quantity: 'Quantity',
            price: /^Unit price/,
            noCategory: 'No matching category',
          };
          await fillProductRow(
            page,
            products.getByRole('listitem', { name: 'Product 1' }),
            { category: { typed: 'Book', option: /Book/ }, name: 'Cookbook', quantity: '2', price: '12.5' },
            en,
          );
          // SPEC §5 price "min 0.01": a zero price in the form and in PUT /orders/draft/{id} (items[0].unitPrice.amount).
          const firstPrice = products
            .getByRole('listitem', { name: 'Product 1' })
            .getByRole('textbox', { name: en.price });
          const priceMessage = await serverMessage(
            api,
            'PUT',
            `/orders/draft/${id}`,
            {
              country: 'PL',
              companyName: company,
              receivedTrackNumber: true,
              number: track,
              items: [
                {
                  categoryId: null,
                  isEmptyCategoryId: true,
                  name: 'Cookbook',
                  quantity: 2,
                  unitPrice: { amount: '0', currency: 'PLN' },
                },
              ],
            },
            'items[0].unitPrice.amount',
            'en',
          );
          await firstPrice.fill('0');
          await firstPrice.blur();
          await products.getByText(priceMessage, { exact: true }).waitFor();
          await firstPrice.fill('12.5');
          await firstPrice.blur();
          await products.getByText(priceMessage, { exact: true }).waitFor({ state: 'detached' });
          // SPEC §5 product name "only letters/digits and - [ ] " ' : . , % ( ) $ ! ? + | and space
          // (otherwise the message lists offending characters)".
          const firstName = products
            .getByRole('listitem', { name: 'Product 1' })
            .getByRole('textbox', { name: en.name });
          const symbolsMessage = await serverMessage(
            api,
            'PUT',
            `/orders/draft/${id}`,
            {
              country: 'PL',
              companyName: company,
              receivedTrackNumber: true,
              number: track,
              items: [
                {
                  categoryId: null,
                  isEmptyCategoryId: true,
                  name: 'Cookbook #1 & more',
                  quantity: 2,
                  unitPrice: { amount: '12.50', currency: 'PLN' },
                },
              ],
            },
            'items[0].name',
            'en',
          );
          await firstName.fill('Cookbook #1 & more');
          await firstName.blur();
          await products.getByText(symbolsMessage, { exact: true }).waitFor();
          await firstName.fill('Cookbook');
          await firstName.blur();
          await products.getByText(symbolsMessage, { exact: true }).waitFor({ state: 'detached' });
          const categoryName = await products
            .getByRole('listitem', { name: 'Product 1' })
            .getByRole('combobox', { name: 'Category' })
            .inputValue();
          await products.getByRole('button', { name: /Add a product/ }).click();
          const second = products.getByRole('listitem', { name: 'Product 2' });
          await second.getByRole('checkbox', { name: 'No matching category' }).check();
          // SPEC §4 "Choosing 'no category' clears the category and, the first time, shows an info modal."
          await second.getByText('If there is no matching category', { exact: false }).waitFor(); // a note in the row (issue 18)
          await fillProductRow(page, second, { name: 'Bike bell', quantity: '1', price: '7.99' }, en);
          await noHorizontalOverflow(page, layout, 'forwarding-half-products');
          await screenshot(page, 'forwarding-half-products');

          // SPEC §4 "Exit: the close link, when country and company are chosen, shows a confirmation.
          // Accepting saves then goes to /orders."
          await page.getByRole('button', { name: 'Close the declaration' }).click();
          const exit = page.getByRole('dialog', { name: 'Leave the declaration?' });
          await exit.waitFor();
          await screenshot(page, 'forwarding-half-exit');
          await exit.getByRole('button', { name: 'Save and leave' }).click();
          await page.waitForURL(/\/en\/orders$/);

          await page.goto(`/en/forwarding/edit/${id}`);
          await hydrated(page);
          // "Start step from a saved order": the first step not done (issue 13). Order and products
          // were saved, nothing for delivery yet, so it resumes on delivery with two steps done.
          await step(page, 'Delivery').getByRole('combobox', { name: 'Delivery address' }).waitFor();
          assert.deepEqual(await stepperMarks(page), {
            Order: 'done',
            Products: 'done',
            Delivery: 'current',
          });
          const back = step(page, 'Products');
          await back.getByRole('button', { name: 'Change' }).click();
          const rows = back.getByRole('listitem');
          await rows.nth(1).waitFor();
          assert.equal(await rows.count(), 2);
          const first = back.getByRole('listitem', { name: 'Product 1' });
          await waitForInputValue(first.getByRole('textbox', { name: en.name }), 'Cookbook');
          assert.equal(await first.getByRole('combobox', { name: 'Category' }).inputValue(), categoryName);
          assert.equal(await first.getByRole('textbox', { name: 'Quantity' }).inputValue(), '2');
          assert.equal(
            Number((await first.getByRole('textbox', { name: en.price }).inputValue()).replace(',', '.')),
            12.5,
          );
          const two = back.getByRole('listitem', { name: 'Product 2' });
          assert.ok(await two.getByRole('checkbox', { name: 'No matching category' }).isChecked());
          assert.equal(await two.getByRole('textbox', { name: en.name }).inputValue(), 'Bike bell');
          assert.equal(
            Number((await two.getByRole('textbox', { name: en.price }).inputValue()).replace(',', '.')),
            7.99,
          );
          assert.equal(await back.getByRole('combobox', { name: 'Price currency' }).inputValue(), 'PLN');

          // Step 1 reopened through its "Change" button: country, company and track number are there.
          const first1 = step(page, 'Order');
          await first1.getByRole('button', { name: 'Change' }).click();
          assert.match(
            await first1.getByRole('combobox', { name: 'Country of dispatch' }).inputValue(),
            /Poland/,
          );
          assert.equal(await first1.getByRole('combobox', { name: 'Shop or carrier' }).inputValue(), company);
          assert.ok(await first1.getByRole('radio', { name: 'Yes' }).isChecked());
          assert.equal(await first1.getByRole('textbox', { name: /^Track number/ }).inputValue(), track);
          await noHorizontalOverflow(page, layout, 'forwarding-half-back');
          await screenshot(page, 'forwarding-half-back');

          // The same order in Ukrainian through the language switcher: the page stays, the words change.
          await page.locator('.lang-switcher button').click();
          await page.getByRole('link', { name: 'Українська', exact: true }).first().click();
          await page.waitForURL(new RegExp(`^${stage.server.url}/forwarding/edit/${id}$`));
          // The client-side navigation updates <html lang> right after the URL: wait for it, not race it.
          await page.waitForFunction(() => document.documentElement.lang === 'uk-UA');
          // The open step keeps what is in it; the closed one sums up in Ukrainian plural ("2 товари").
          const ukOrder = step(page, 'Замовлення');
          await ukOrder.getByRole('combobox', { name: 'Країна відправлення' }).waitFor();
          assert.match(
            await ukOrder.getByRole('combobox', { name: 'Країна відправлення' }).inputValue(),
            /Польща/,
          );
          assert.equal(
            await ukOrder.getByRole('combobox', { name: 'Магазин або служба доставки' }).inputValue(),
            company,
          );
          assert.equal(await ukOrder.getByRole('textbox', { name: /^Трек-номер/ }).inputValue(), track);
          await step(page, 'Товари').getByText('2 товари', { exact: true }).waitFor();
          await screenshot(page, 'forwarding-half-back-uk');

          // "Cancelling goes to /orders without saving": a changed shop is not kept.
          await ukOrder.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('Another Shop');
          await page.getByRole('button', { name: 'Закрити оформлення' }).click();
          const leave = page.getByRole('dialog', { name: 'Вийти з оформлення?' });
          await leave.getByRole('button', { name: 'Вийти без збереження' }).click();
          await page.waitForURL(new RegExp(`^${stage.server.url}/orders$`));
          const kept = await api.call<{ companyName: string | null; company: unknown }>(
            'GET',
            `/orders/${id}`,
          );
          assert.equal(kept.body.companyName, company);

          // Another customer's order: the edit and success pages answer 404 (not a 500, not the data).
          const stranger = await newCustomer(stage.browser, stage.server.url, viewport, 'stranger');
          try {
            for (const path of [`/en/forwarding/edit/${id}`, `/en/forwarding/${id}/success`]) {
              const res = await stranger.page.goto(path);
              assert.equal(res?.status(), 404, path);
              assert.doesNotMatch(await stranger.page.locator('body').innerText(), new RegExp(track));
            }
          } finally {
            await stranger.close();
          }

          const saved = await api.call<{
            items: { name: string; quantity: number; unitPrice: { amount: string; currency: string } }[];
          }>('GET', `/orders/${id}`);
          assert.deepEqual(
            saved.body.items.map((i) => [
              i.name,
              i.quantity,
              Number(i.unitPrice.amount),
              i.unitPrice.currency,
            ]),
            [
              ['Cookbook', 2, 12.5, 'PLN'],
              ['Bike bell', 1, 7.99, 'PLN'],
            ],
          );
          assert.deepEqual(errors, [], 'no script errors on the pages');
          assert.deepEqual(layout, [], 'no sideways scrolling');
        },
      );
    });
  }
});
