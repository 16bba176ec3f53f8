// A single rule of the forwarding wizard (issue 4) seen by a customer: pounds from the UK to a home
// address typed in the wizard, on a phone.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  asNewCustomer,
  newTrackNumber,
  noHorizontalOverflow,
  openWizard,
  pickOption,
  plainText,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import { fillProductRow, nextFromCreate, step, UK_ROW } from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

test.describe('forwarding wizard rules', () => {
  /**
   * A parcel from the UK priced in pounds (SPEC §9 "GB: USD, GBP, UAH"), delivered to a home address
   * typed in the wizard (SPEC §5 "for address type street required (min 2), house required, zip
   * required (exactly 5)"), on a phone.
   */
  test('80 GBP from the UK to a home address typed in the wizard (390 px)', async () => {
    await asNewCustomer(stage, { viewport: VIEWPORTS.mobile, tag: 'home' }, async ({ page, errors, api }) => {
      await verifyPhoneThroughApi(api);
      await openWizard(page);
      const track = newTrackNumber('GB');
      const order = step(page, 'Замовлення');
      await pickOption(order, page, 'Країна відправлення', 'Брит', /Велика Британія/);
      await order.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('ASOS');
      await order.getByRole('radio', { name: 'Так' }).check();
      await order.getByRole('textbox', { name: /^Трек-номер/ }).fill(track);
      const id = await nextFromCreate(page, order.getByRole('button', { name: 'Далі' }));

      const products = step(page, 'Товари');
      const currency = products.getByRole('combobox', { name: 'Валюта цін' });
      assert.equal(await currency.inputValue(), 'GBP');
      await currency.click();
      const offered = await page
        .getByRole('listbox', { name: 'Валюта цін' })
        .getByRole('option')
        .allInnerTexts();
      assert.deepEqual(offered.map((o) => o.trim()).sort(), ['GBP', 'UAH', 'USD']);
      await page.getByRole('option', { name: 'GBP', exact: true }).click();
      await fillProductRow(
        page,
        products.getByRole('listitem', { name: 'Товар 1' }),
        {
          category: { typed: 'Футбол', option: /Футболки/ },
          name: 'Cotton t-shirt',
          quantity: '2',
          price: '40',
        },
        UK_ROW,
      );
      assert.match(await plainText(page.getByTestId('results-sum')), /^80,00 £/);
      await products.getByRole('button', { name: 'Далі' }).click();

      const delivery = step(page, 'Доставка');
      await delivery.getByRole('tab', { name: 'Адреса' }).click();
      await pickOption(delivery, page, 'Місто', 'Київ', 'Київ, Київська обл.');
      await delivery.getByRole('textbox', { name: /^Вулиця/ }).fill('вул. Хрещатик');
      await delivery.getByRole('textbox', { name: /^Будинок/ }).fill('22');
      await delivery.getByRole('textbox', { name: /^Квартира/ }).fill('5');
      const zip = delivery.getByRole('textbox', { name: /^Індекс/ });
      await zip.fill('0100');
      await zip.blur();
      await delivery.getByText('Індекс має складатися з 5 цифр').waitFor();
      await zip.fill('01001');
      await delivery.getByRole('img', { name: 'Номер підтверджено' }).waitFor();
      const layout: string[] = [];
      await noHorizontalOverflow(page, layout, 'forwarding-home-delivery');
      assert.deepEqual(layout, [], 'no sideways scrolling');
      await screenshot(page, 'forwarding-home-delivery');
      await delivery.getByRole('button', { name: 'Оформити посилку' }).click();

      await page.waitForURL(new RegExp(`/forwarding/${id}/success$`));
      const main = await plainText(page.locator('.forwarding-success__main'));
      assert.match(main, /Велика Британія/);
      assert.match(main, /1 товар на суму\s*80,00 £/);
      assert.match(main, /вул\. Хрещатик/);
      await screenshot(page, 'forwarding-home-success');
      const saved = await api.call<{ consigneeAddress: { warehouseType: string } | null }>(
        'GET',
        `/orders/${id}`,
      );
      assert.equal(saved.body.consigneeAddress?.warehouseType, 'address');
      assert.deepEqual(errors, [], 'no script errors on the pages');
    });
  });
});
