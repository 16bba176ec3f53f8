// Issue 18 item 7: "the wizard and dialogs are usable with the keyboard alone", at 390 and 1440 px.
// Once the page is open every move is a key press (Tab, Shift+Tab, typing, arrows, Enter, Space,
// Escape); locators only look: what has the focus, which step is open. On the way the focus never
// falls to the page body and every focused control shows a focus ring.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../support/browser.js';
import {
  asNewCustomer,
  hydrated,
  newPhone,
  newTrackNumber,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import { answerSandboxCall } from '../support/phone-dialog.js';
import { step } from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';
import {
  arrowToOption,
  assertFocusKept,
  assertFocusRing,
  focused,
  hasFocus,
  tabTo,
} from '../support/keyboard.js';

const stage = setUpStage();

/** The wizard's create page, hydrated, with the cookies answered before (no notice to press). */
async function openWizard(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: stage.server.url }]);
  await page.goto('/forwarding/declaration');
  await hydrated(page);
}

/** Step 1 by keyboard: Germany from the country list, the shop typed, "Так", the track number. */
async function orderStepByKeyboard(page: Page, track: string): Promise<void> {
  const order = step(page, 'Замовлення');
  const country = order.getByRole('combobox', { name: 'Країна відправлення' });
  await tabTo(page, country, { max: 60, where: 'to the country' });
  // Typing filters the list ("ні" leaves Німеччина after Велика Британія); the arrows reach it, Enter picks it.
  await page.keyboard.type('ні', { delay: 40 });
  const arrows = await arrowToOption(page, country, /Німеччина/, { filteredBy: /ні/i });
  assert.ok(arrows > 0, 'the arrows moved to Німеччина (not the first match)');
  await page.keyboard.press('Enter');
  assert.equal(await country.inputValue(), 'Німеччина');
  assert.ok(await hasFocus(country), 'the focus stays in the country field after the pick');
  assert.equal(await page.getByRole('listbox').filter({ visible: true }).count(), 0, 'the list closed');

  const company = order.getByRole('combobox', { name: /^Магазин або служба доставки/ });
  await tabTo(page, company, { max: 3, where: 'to the shop' });
  await page.keyboard.type('Zalando', { delay: 20 });
  assert.equal(await company.inputValue(), 'Zalando');

  const yes = order.getByRole('radio', { name: 'Так' });
  await tabTo(page, yes, { max: 6, where: 'to "track number received"' });
  await page.keyboard.press('Space');
  assert.ok(await yes.isChecked(), 'Space answers "Так"');
  const number = order.getByRole('textbox', { name: /^Трек-номер/ });
  await tabTo(page, number, { max: 3, where: 'to the track number' });
  await page.keyboard.type(track, { delay: 10 });
  assert.equal(await number.inputValue(), track);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`keyboard only at ${viewport.width} px (${name})`, () => {
    test('the forwarding wizard: order and products steps filled and left with the keyboard alone', async () => {
      await asNewCustomer(stage, { viewport, tag: 'keyboard' }, async ({ page, errors, api }) => {
        // A verified phone: the wizard opens without the phone dialog (the dialogs are the next journey).
        await verifyPhoneThroughApi(api);
        await openWizard(page);
        await orderStepByKeyboard(page, newTrackNumber('KB'));

        const order = step(page, 'Замовлення');
        const next = order.getByRole('button', { name: 'Далі' });
        await tabTo(page, next, { max: 6, where: 'to "Далі" of the order' });
        // "Далі" saves the draft and moves to the edit route, whose page replaces the create page.
        const heading = await page.locator('main h1').elementHandle();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/forwarding\/edit\/[0-9a-f-]{36}$/);
        await page.waitForFunction((element) => element === null || !element.isConnected, heading, {
          timeout: 60_000,
        });

        const products = step(page, 'Товари');
        const row = products.getByRole('listitem', { name: 'Товар 1' });
        await row.waitFor();
        // The focus went on with the wizard: into the products step, not back to the page body.
        await assertFocusKept(page, 'after "Далі" of the order');
        assert.ok(
          await products.evaluate((section) => section.contains(document.activeElement)),
          `the focus is in the products step, not on ${(await focused(page)).text}`,
        );

        const category = row.getByRole('combobox', { name: 'Категорія' });
        await tabTo(page, category, { max: 8, where: 'to the category' });
        // A search (debounced): the typed text finds the category, Enter takes the highlighted one.
        await page.keyboard.type('Книги', { delay: 40 });
        await arrowToOption(page, category, /^Книги та журнали/, { filteredBy: /книг/i });
        await page.keyboard.press('Enter');
        assert.equal(await category.inputValue(), 'Книги та журнали');

        const productName = row.getByRole('textbox', { name: /^Назва товару латиницею/ });
        await tabTo(page, productName, { max: 3, where: 'to the product name' });
        await page.keyboard.type('Paperback novel', { delay: 10 });
        const quantity = row.getByRole('textbox', { name: 'Кількість' });
        await tabTo(page, quantity, { max: 2, where: 'to the quantity' });
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('2');
        const price = row.getByRole('textbox', { name: /^Ціна за одиницю/ });
        await tabTo(page, price, { max: 2, where: 'to the price' });
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type('30');
        assert.equal(await productName.inputValue(), 'Paperback novel');
        assert.equal(await quantity.inputValue(), '2');
        assert.equal(await price.inputValue(), '30');

        // Space on "Далі" this time (Enter above); 60 € stays under the customs limit: Delivery is next.
        const productsNext = products.getByRole('button', { name: 'Далі' });
        await tabTo(page, productsNext, { max: 20, where: 'to "Далі" of the products' });
        await page.keyboard.press('Space');
        const delivery = step(page, 'Доставка');
        await delivery.getByRole('combobox', { name: 'Адреса доставки' }).waitFor();
        await assertFocusKept(page, 'after "Далі" of the products');
        assert.ok(
          await delivery.evaluate((section) => section.contains(document.activeElement)),
          `the focus is in the delivery step, not on ${(await focused(page)).text}`,
        );
        await assertFocusRing(page, 'the delivery step');

        const id = page.url().split('/').pop()!;
        const saved = await api.call<{
          country: { id: string };
          items: { name: string; quantity: number }[];
        }>('GET', `/orders/${id}`);
        assert.equal(saved.body.country.id, 'DE');
        assert.deepEqual(
          saved.body.items.map((item) => [item.name, item.quantity]),
          [['Paperback novel', 2]],
        );
        assert.deepEqual(errors, [], 'no script errors on the pages');
      });
    });

    test('a link followed with Enter leads the focus to the new page heading, and Tab goes on in its content', async () => {
      await asNewCustomer(stage, { viewport, tag: 'keyboard-navigation' }, async ({ page, errors }) => {
        await page
          .context()
          .addCookies([{ name: 'cookieConsent', value: 'accepted', url: stage.server.url }]);
        await page.goto('/');
        await hydrated(page);
        const tariffs = page.locator('main a[href="/tariffs"]').first();
        await tabTo(page, tariffs, { max: 60, where: 'to the tariffs link of the home page' });
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/tariffs$/);
        const heading = page.locator('main h1');
        await heading.waitFor();
        await page.waitForFunction(() => document.activeElement === document.querySelector('main h1'));
        const now = await focused(page);
        assert.ok(!now.lost, 'the focus did not fall to the page body');
        // Tab continues from the heading into the page, not from the skip link and the header again.
        await page.keyboard.press('Tab');
        assert.ok(
          await page.evaluate(
            () => document.querySelector('main')?.contains(document.activeElement) ?? false,
          ),
          `Tab after the heading stays in the page content: ${(await focused(page)).text}`,
        );
        assert.deepEqual(errors, []);
      });
    });

    test('dialogs: the phone dialog, the exit confirmation and the phone verification keep the focus inside; Escape and Enter work', async () => {
      await asNewCustomer(stage, { viewport, tag: 'keyboard-dialogs' }, async ({ page, errors, api }) => {
        // An unverified phone: the wizard opens with the phone dialog (SPEC §4).
        await openWizard(page);
        const phoneDialog = page.getByRole('dialog', { name: 'Підтвердьте телефон' });
        await phoneDialog.waitFor();
        assert.equal((await assertFocusKept(page, 'the phone dialog opened')).dialog, 'Підтвердьте телефон');
        await assertFocusRing(page, 'the phone dialog');
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let presses = 1; presses <= 15; presses++) {
            await page.keyboard.press(key);
            const now = await focused(page);
            assert.equal(
              now.dialog,
              'Підтвердьте телефон',
              `${key} ×${presses} stays in the dialog (${now.text})`,
            );
            await assertFocusRing(page, `the phone dialog, ${key} ×${presses}`);
          }
        }
        await page.keyboard.press('Escape');
        await phoneDialog.waitFor({ state: 'detached' });
        // Nothing had the focus before it opened by itself: the focus goes to the page, not nowhere.
        await assertFocusKept(page, 'the phone dialog closed');

        const track = newTrackNumber('KD');
        await orderStepByKeyboard(page, track);

        // "Close the declaration" (×, top of the wizard) asks before leaving: back up to it.
        const close = page.getByRole('button', { name: 'Закрити оформлення' });
        await tabTo(page, close, { backwards: true, max: 30, where: 'back to "Закрити оформлення"' });
        await page.keyboard.press('Enter');
        const exit = page.getByRole('dialog', { name: 'Вийти з оформлення?' });
        await exit.waitFor();
        assert.equal((await assertFocusKept(page, 'the exit dialog opened')).dialog, 'Вийти з оформлення?');
        for (let presses = 1; presses <= 15; presses++) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          assert.equal(
            now.dialog,
            'Вийти з оформлення?',
            `Tab ×${presses} stays in the dialog (${now.text})`,
          );
          await assertFocusRing(page, `the exit dialog, Tab ×${presses}`);
        }
        // Escape closes it; the focus is back on the × that opened it.
        await page.keyboard.press('Escape');
        await exit.waitFor({ state: 'detached' });
        assert.ok(await hasFocus(close), `the focus returned to the ×, not ${(await focused(page)).text}`);
        await assertFocusRing(page, 'the × after the dialog');

        // Again, and Enter on its primary action "Зберегти й вийти": the draft is saved, /orders opens.
        await page.keyboard.press('Space');
        await exit.waitFor();
        const saveAndExit = exit.getByRole('button', { name: 'Зберегти й вийти' });
        if (!(await hasFocus(saveAndExit)))
          await tabTo(page, saveAndExit, { max: 4, where: 'to "Зберегти й вийти"' });
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/orders$/);
        const drafts = await api.call('GET', '/orders?filter=all');
        assert.ok(JSON.stringify(drafts.body).includes(track), `the draft with ${track} is saved`);

        // The phone verification dialog of the "Your phone" card (the page opened afresh): Enter in the
        // number opens it, the focus stays inside, the sandbox call is answered, Enter on "Готово"
        // closes it, the focus is back in the number field.
        await page.goto('/orders');
        await hydrated(page);
        const field = page.getByRole('textbox', { name: 'Номер телефону' });
        await tabTo(page, field, { max: 60, where: 'to the phone number' });
        const phone = newPhone();
        await page.keyboard.type(phone.local, { delay: 15 });
        await page.keyboard.press('Enter');
        const verify = page.getByRole('dialog', { name: 'Підтвердження номера' });
        await verify.getByText('Вам телефонує Posylka').waitFor();
        assert.equal((await assertFocusKept(page, 'the verification opened')).dialog, 'Підтвердження номера');
        for (let presses = 1; presses <= 15; presses++) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          assert.equal(
            now.dialog,
            'Підтвердження номера',
            `Tab ×${presses} stays in the dialog (${now.text})`,
          );
          await assertFocusRing(page, `the verification dialog, Tab ×${presses}`);
        }
        await answerSandboxCall(page, phone.saved);
        await verify.getByText('Перевірка успішна!').waitFor();
        const done = verify.getByRole('button', { name: 'Готово' });
        assert.ok(await hasFocus(done), `"Готово" has the focus, not ${(await focused(page)).text}`);
        await page.keyboard.press('Enter');
        await verify.waitFor({ state: 'detached' });
        await page.getByRole('img', { name: 'Номер підтверджено' }).waitFor();
        assert.ok(
          await hasFocus(field),
          `the focus is back in the number field, not ${(await focused(page)).text}`,
        );
        assert.deepEqual(errors, [], 'no script errors on the pages');
      });
    });
  });
}
