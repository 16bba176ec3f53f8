// Single rules of the forwarding wizard (issue 4) seen by a customer, about the track number: a draft
// without one yet (the last step saves a draft), and a duplicate only the server can know.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  addWarehouseAddressThroughApi,
  asNewCustomer,
  newCustomer,
  newTrackNumber,
  openWizard,
  pickOption,
  plainText,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import {
  fillProductRow,
  nextFromCreate,
  serverMessage,
  step,
  UK_ROW,
  type Violations,
} from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

test.describe('forwarding wizard rules', () => {
  /**
   * SPEC §4 "Final button: ... either completes the order (going to the success route) or saves a
   * draft and shows a modal with a button to the orders list"; §4 "It can be completed only when a
   * tracking number was received and entered". No track number yet: the parcel stays a draft.
   */
  test('no track number yet: the last step saves a draft and offers the orders list (1440 px)', async () => {
    await asNewCustomer(
      stage,
      { viewport: VIEWPORTS.desktop, tag: 'draft' },
      async ({ page, errors, api }) => {
        await verifyPhoneThroughApi(api);
        const locker = await addWarehouseAddressThroughApi(api, 'box');
        await openWizard(page);
        const order = step(page, 'Замовлення');
        await pickOption(order, page, 'Країна відправлення', 'США', /США/);
        await page.getByTestId('country-note').waitFor(); // a note, not a dialog (issue 18)
        await order.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('eBay');
        await order.getByRole('radio', { name: 'Ще ні' }).check();
        await order.getByText(/^Зачекайте, поки магазин надішле трек-номер/).waitFor();
        await order.getByRole('link', { name: 'Повернутися до посилок' }).waitFor();
        const id = await nextFromCreate(page, order.getByRole('button', { name: 'Далі' }));

        const products = step(page, 'Товари');
        const row = products.getByRole('listitem', { name: 'Товар 1' });
        const opened = await row.waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        );
        assert.ok(
          opened,
          'SPEC §4 "Leaving order validates, saves a draft, navigates to the edit route and opens products": ' +
            'after the first "Далі" with "Ще ні" the edit route shows step 1 again and products stays closed',
        );
        await row.getByRole('checkbox', { name: 'Немає потрібної категорії' }).check();
        // "Choosing 'no category' ... the first time, shows an info modal."
        await page.getByText('Якщо потрібної категорії немає', { exact: false }).first().waitFor(); // a note in the row
        await fillProductRow(page, row, { name: 'Phone case', quantity: '3', price: '5,5' }, UK_ROW);
        assert.match(await plainText(page.getByTestId('results-sum')), /^16,50 \$/);
        await products.getByRole('button', { name: 'Далі' }).click();

        const delivery = step(page, 'Доставка');
        const address = delivery.getByRole('combobox', { name: 'Адреса доставки' });
        await address.waitFor();
        assert.ok((await address.inputValue()).includes(locker.fullAddress), await address.inputValue());
        await delivery.getByRole('img', { name: 'Номер підтверджено' }).waitFor();
        await delivery.getByRole('button', { name: 'Оформити посилку' }).click();
        const saved = page.getByRole('dialog', { name: 'Чернетку збережено' });
        await saved.waitFor();
        await screenshot(page, 'forwarding-draft-saved');
        await saved.getByRole('link', { name: 'До моїх посилок' }).click();
        await page.waitForURL(/\/orders$/);

        const draft = await api.call<{
          checkoutState: string;
          receivedTrackNumber: boolean | null;
          items: { quantity: number; unitPrice: { amount: string } }[];
          consigneeAddress: { id: string } | null;
        }>('GET', `/orders/${id}`);
        assert.notEqual(draft.body.checkoutState, 'completed');
        assert.equal(draft.body.receivedTrackNumber, false);
        assert.equal(draft.body.items[0]?.quantity, 3);
        assert.equal(Number(draft.body.items[0]?.unitPrice.amount), 5.5);
        assert.equal(draft.body.consigneeAddress?.id, locker.id);
        // The server agrees: no completion without a track number.
        const refused = await api.call<Violations>('POST', `/orders/complete/${id}`, {
          country: 'US',
          companyName: 'eBay',
          receivedTrackNumber: false,
          number: null,
          items: [
            {
              categoryId: null,
              isEmptyCategoryId: true,
              name: 'Phone case',
              quantity: 3,
              unitPrice: { amount: '5.50', currency: 'USD' },
            },
          ],
          consigneeAddress: locker.id,
          phoneNumber: null,
        });
        assert.equal(refused.status, 422, JSON.stringify(refused.body));
        assert.deepEqual(errors, [], 'no script errors on the pages');
      },
    );
  });

  /**
   * A rule only the server can check (SPEC §5 "Duplicate track number: 'Such a track number already
   * exists'"; the index is global): its violation shows against the field (SPEC §8 "Violations
   * (property, message) map to per-field errors ... Step headers show an error mark").
   */
  test('a track number another parcel already has: the server says so under the field (390 px)', async () => {
    const other = await newCustomer(stage.browser, stage.server.url, VIEWPORTS.mobile, 'first');
    const track = newTrackNumber('DUP');
    const first = await other.api.call('POST', '/orders/draft', {
      country: 'DE',
      companyName: 'OTTO',
      receivedTrackNumber: true,
      number: track,
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    await other.close();

    await asNewCustomer(stage, { viewport: VIEWPORTS.mobile, tag: 'dup' }, async ({ page, errors, api }) => {
      await verifyPhoneThroughApi(api);
      const duplicate = await serverMessage(
        api,
        'POST',
        '/orders/draft',
        { country: 'DE', companyName: 'OTTO', receivedTrackNumber: true, number: track },
        'number',
        'uk',
      );
      await openWizard(page);
      const order = step(page, 'Замовлення');
      await pickOption(order, page, 'Країна відправлення', 'Нім', /Німеччина/);
      await order.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('OTTO');
      await order.getByRole('radio', { name: 'Так' }).check();
      await order.getByRole('textbox', { name: /^Трек-номер/ }).fill(track);
      await order.getByRole('button', { name: 'Далі' }).click();
      await order.getByText(duplicate, { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Замовлення — є помилки' }).waitFor();
      assert.match(page.url(), /\/forwarding\/declaration$/, 'no order was created');
      await screenshot(page, 'forwarding-duplicate-track');
      assert.deepEqual(errors, [], 'no script errors on the pages');
    });
  });
});
