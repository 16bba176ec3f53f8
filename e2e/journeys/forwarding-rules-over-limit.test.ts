// A single rule of the forwarding wizard (issue 4) seen by a customer: a registered parcel edited over
// the customs limit gets the documents step back.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  addWarehouseAddressThroughApi,
  asNewCustomer,
  dismissModal,
  newTrackNumber,
  openWizard,
  pdfBytes,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import { fillDocumentsStepUk, step } from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

test.describe('forwarding wizard rules', () => {
  /**
   * SPEC §4 "Leaving products validates the products and results forms and saves, then moves to
   * documents or delivery. If the order passed the customs threshold while editing, the last shown
   * step is set back to documents." A registered 60 USD parcel raised to 300 USD.
   */
  test('a registered parcel edited over the limit: the documents step comes back (1440 px)', async () => {
    await asNewCustomer(
      stage,
      { viewport: VIEWPORTS.desktop, tag: 'over' },
      async ({ page, errors, api }) => {
        const phone = await verifyPhoneThroughApi(api);
        const department = await addWarehouseAddressThroughApi(api, 'department');
        const payload = {
          country: 'US',
          company: 1,
          companyName: 'Amazon',
          receivedTrackNumber: true,
          number: newTrackNumber('UP'),
          items: [
            {
              categoryId: 38,
              isEmptyCategoryId: false,
              name: 'Paperback novel',
              quantity: 1,
              unitPrice: { amount: '60.00', currency: 'USD' },
            },
          ],
          consigneeAddress: department.id,
          phoneNumber: phone,
        };
        const draft = await api.call<{ id: string }>('POST', '/orders/draft', payload);
        assert.equal(draft.status, 201, JSON.stringify(draft.body));
        const id = draft.body.id;
        const done = await api.call<{ checkoutState: string }>('POST', `/orders/complete/${id}`, payload);
        assert.equal(done.status, 200, JSON.stringify(done.body));

        await openWizard(page, `/forwarding/edit/${id}`);
        const products = step(page, 'Товари');
        if (!(await products.getByRole('listitem', { name: 'Товар 1' }).isVisible()))
          await products.getByRole('button', { name: 'Змінити' }).click();
        const price = products
          .getByRole('listitem', { name: 'Товар 1' })
          .getByRole('textbox', { name: /^Ціна за одиницю/ });
        await price.fill('300');
        await price.blur();
        // Issue 18 item 3: no dialog while the price is typed; the note stands by the totals.
        await page.getByTestId('over-limit-note').waitFor();
        assert.equal(await page.getByRole('dialog').count(), 0, 'no dialog while typing');
        await products.getByRole('checkbox', { name: /^Я погоджуюся сплатити мито/ }).check();
        await screenshot(page, 'forwarding-over-edit-products');
        await products.getByRole('button', { name: 'Зберегти', exact: true }).click();
        // The one-time explanation of the limit opens on the explicit "Зберегти" (SPEC §4).
        await dismissModal(page, 'Митний ліміт 150 €', 'Продовжити');

        const documents = step(page, 'Документи');
        await documents.getByText('Паспортні дані').waitFor();
        await fillDocumentsStepUk(page, documents, {
          name: 'invoice.pdf',
          mimeType: 'application/pdf',
          buffer: pdfBytes(),
        });
        await screenshot(page, 'forwarding-over-edit-documents');
        await documents.getByRole('button', { name: /^(Далі|Зберегти)$/ }).click();

        const delivery = step(page, 'Доставка');
        const finish = delivery.getByRole('button', { name: 'Зберегти зміни' });
        await finish.waitFor();
        await finish.click();
        await page.waitForURL(/\/orders$/);
        const saved = await api.call<{
          checkoutState: string;
          states: { isOverLimitPriceCustomsClearance: boolean };
          passport: unknown;
          invoices: unknown[];
          priceCustomsClearance: { amount: string };
        }>('GET', `/orders/${id}`);
        assert.equal(saved.body.checkoutState, 'completed');
        assert.equal(saved.body.states.isOverLimitPriceCustomsClearance, true);
        assert.ok(saved.body.passport, 'the passport is on the order');
        assert.equal(saved.body.invoices.length, 1);
        assert.ok(Number(saved.body.priceCustomsClearance.amount) > 0);
        assert.deepEqual(errors, [], 'no script errors on the pages');
      },
    );
  });
});
