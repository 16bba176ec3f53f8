// Single rules of the forwarding wizard (issue 4) seen by a customer: a draft without a track number,
// a duplicate track number only the server can know, a registered parcel edited over the customs
// limit (the documents step comes back), pounds to a home address on a phone, the phone verified in the opening modal, and step 1 in all five interface languages with the same
// message from the form and from the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import {
  acceptCookies,
  addWarehouseAddressThroughApi,
  dismissModal,
  hydrated,
  newCustomer,
  newPhone,
  newTrackNumber,
  noHorizontalOverflow,
  pdfBytes,
  pickOption,
  plainText,
  smsCode,
  verifyPhoneThroughApi,
} from '../support/forwarding.js';
import {
  fillDocumentsStepUk,
  fillProductRow,
  nextFromCreate,
  serverMessage,
  step,
  UK_ROW,
  type Violations,
} from '../support/forwarding-wizard.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('forwarding wizard rules', () => {
  /**
   * SPEC §4 "Final button: ... either completes the order (going to the success route) or saves a
   * draft and shows a modal with a button to the orders list"; §4 "It can be completed only when a
   * tracking number was received and entered". No track number yet: the parcel stays a draft.
   */
  test('no track number yet: the last step saves a draft and offers the orders list (1440 px)', async () => {
    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.desktop, 'draft');
    try {
      await verifyPhoneThroughApi(api);
      const locker = await addWarehouseAddressThroughApi(api, 'box');
      await page.goto('/forwarding/declaration');
      await hydrated(page);
      await acceptCookies(page);
      const order = step(page, 'Замовлення');
      await pickOption(order, page, 'Країна відправлення', 'США', /США/);
      await dismissModal(page, 'Зверніть увагу', 'Зрозуміло');
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
      await dismissModal(page, 'Без категорії', 'Зрозуміло');
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
    } catch (error) {
      await screenshot(page, `failed-draft-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });

  /**
   * A rule only the server can check (SPEC §5 "Duplicate track number: 'Such a track number already
   * exists'"; the index is global): its violation shows against the field (SPEC §8 "Violations
   * (property, message) map to per-field errors ... Step headers show an error mark").
   */
  test('a track number another parcel already has: the server says so under the field (390 px)', async () => {
    const other = await newCustomer(browser, server.url, VIEWPORTS.mobile, 'first');
    const track = newTrackNumber('DUP');
    const first = await other.api.call('POST', '/orders/draft', {
      country: 'DE',
      companyName: 'OTTO',
      receivedTrackNumber: true,
      number: track,
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    await other.close();

    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.mobile, 'dup');
    try {
      await verifyPhoneThroughApi(api);
      const duplicate = await serverMessage(
        api,
        'POST',
        '/orders/draft',
        { country: 'DE', companyName: 'OTTO', receivedTrackNumber: true, number: track },
        'number',
        'uk',
      );
      await page.goto('/forwarding/declaration');
      await hydrated(page);
      await acceptCookies(page);
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
    } catch (error) {
      await screenshot(page, `failed-duplicate-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });

  /**
   * SPEC §4 "Leaving products validates the products and results forms and saves, then moves to
   * documents or delivery. If the order passed the customs threshold while editing, the last shown
   * step is set back to documents." A registered 60 USD parcel raised to 300 USD.
   */
  test('a registered parcel edited over the limit: the documents step comes back (1440 px)', async () => {
    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.desktop, 'over');
    try {
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

      await page.goto(`/forwarding/edit/${id}`);
      await hydrated(page);
      await acceptCookies(page);
      const products = step(page, 'Товари');
      if (!(await products.getByRole('listitem', { name: 'Товар 1' }).isVisible()))
        await products.getByRole('button', { name: 'Змінити' }).click();
      const price = products
        .getByRole('listitem', { name: 'Товар 1' })
        .getByRole('textbox', { name: /^Ціна за одиницю/ });
      await price.fill('300');
      await price.blur();
      await dismissModal(page, 'Митний ліміт 150 €', 'Зрозуміло');
      await products.getByRole('checkbox', { name: /^Я погоджуюся сплатити мито/ }).check();
      await screenshot(page, 'forwarding-over-edit-products');
      await products.getByRole('button', { name: 'Зберегти', exact: true }).click();

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
    } catch (error) {
      await screenshot(page, `failed-over-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });

  /**
   * A parcel from the UK priced in pounds (SPEC §9 "GB: USD, GBP, UAH"), delivered to a home address
   * typed in the wizard (SPEC §5 "for address type street required (min 2), house required, zip
   * required (exactly 5)"), on a phone.
   */
  test('80 GBP from the UK to a home address typed in the wizard (390 px)', async () => {
    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.mobile, 'home');
    try {
      await verifyPhoneThroughApi(api);
      await page.goto('/forwarding/declaration');
      await hydrated(page);
      await acceptCookies(page);
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
    } catch (error) {
      await screenshot(page, `failed-home-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });

  /**
   * SPEC §4 "On opening, a phone modal shows if the phone is unverified, then verification": the
   * customer verifies right there (SMS from the dev outbox), and step 4 later shows it verified.
   */
  test('the phone modal on opening verifies the phone for the delivery step (390 px)', async () => {
    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.mobile, 'modal');
    try {
      await page.goto('/forwarding/declaration');
      await hydrated(page);
      const modal = page.getByRole('dialog', { name: 'Підтвердьте телефон' });
      await modal.waitFor();
      const phone = newPhone();
      const field = modal.getByRole('textbox', { name: /^Номер телефону/ });
      await field.click();
      await field.pressSequentially(phone.local, { delay: 20 });
      await modal.getByRole('button', { name: 'Підтвердити', exact: true }).click();
      const verification = page.getByRole('dialog', { name: 'Підтвердження номера' });
      await verification.getByRole('button', { name: 'Отримати код в SMS' }).click();
      await verification.getByText('Введіть код із SMS').waitFor();
      const code = await smsCode(api, phone.saved);
      await verification.getByRole('textbox').first().click();
      await page.keyboard.type(code, { delay: 40 });
      // The wizard closes its modal on the "verified" event (the dialog's success screen goes with it).
      await modal.waitFor({ state: 'detached' });
      await screenshot(page, 'forwarding-phone-modal-verified');
      const saved = await api.call<{ phoneNumber: string; verified: boolean }>(
        'GET',
        '/personal/phone-number',
      );
      assert.deepEqual(saved.body, { phoneNumber: phone.saved, verified: true });

      await acceptCookies(page);
      const track = newTrackNumber('CN');
      const order = step(page, 'Замовлення');
      await pickOption(order, page, 'Країна відправлення', 'Кит', /Китай/);
      // SPEC §4 "Selecting US or CN shows a one-time warning on first selection."
      await dismissModal(page, 'Зверніть увагу', 'Зрозуміло');
      await order.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('AliExpress');
      await order.getByRole('radio', { name: 'Так' }).check();
      await order.getByRole('textbox', { name: /^Трек-номер/ }).fill(track);
      await nextFromCreate(page, order.getByRole('button', { name: 'Далі' }));
      const products = step(page, 'Товари');
      await fillProductRow(
        page,
        products.getByRole('listitem', { name: 'Товар 1' }),
        {
          category: { typed: 'Футбол', option: /Футболки/ },
          name: 'Summer dress',
          quantity: '1',
          price: '25',
        },
        UK_ROW,
      );
      await products.getByRole('button', { name: 'Далі' }).click();
      const delivery = step(page, 'Доставка');
      await delivery.getByRole('combobox', { name: 'Адреса доставки' }).waitFor();
      assert.match(
        await delivery.getByRole('textbox', { name: /^Телефон отримувача/ }).inputValue(),
        new RegExp(phone.local.slice(-2) + '$'),
      );
      await delivery.getByRole('img', { name: 'Номер підтверджено' }).waitFor();
      assert.deepEqual(errors, [], 'no script errors on the pages');
    } catch (error) {
      await screenshot(page, `failed-modal-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });

  /**
   * "in any of the five languages": the wizard opens in each interface language with its own words
   * (no raw translation keys), and the same wrong track number gets the same message from the form
   * and from the server in that language (SPEC §1 "uk (default, no URL prefix), ru, en, ro, eng").
   */
  test('step 1 in all five languages: own words, and the form and the server agree (390 px)', async () => {
    const { page, errors, api, close } = await newCustomer(browser, server.url, VIEWPORTS.mobile, 'langs');
    try {
      await verifyPhoneThroughApi(api);
      await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
      const languages = [
        {
          locale: 'uk',
          prefix: '',
          lang: 'uk-UA',
          h1: 'Оформлення посилки',
          step: 'Замовлення',
          country: 'Країна відправлення',
          de: /Німеччина/,
          yes: 'Так',
          track: /^Трек-номер/,
        },
        {
          locale: 'ru',
          prefix: '/ru',
          lang: 'ru-UA',
          h1: 'Оформление посылки',
          step: 'Заказ',
          country: 'Страна отправления',
          de: /Германия/,
          yes: 'Да',
          track: /^Трек-номер/,
        },
        {
          locale: 'en',
          prefix: '/en',
          lang: 'en',
          h1: 'Declare a parcel',
          step: 'Order',
          country: 'Country of dispatch',
          de: /Germany/,
          yes: 'Yes',
          track: /^Track number/,
        },
        {
          locale: 'ro',
          prefix: '/ro',
          lang: 'ro-RO',
          h1: 'Declararea coletului',
          step: 'Comanda',
          country: 'Țara de expediere',
          de: /Germania/,
          yes: 'Da',
          track: /^Număr de urmărire/,
        },
        {
          locale: 'eng',
          prefix: '/eng',
          lang: 'en-RO',
          h1: 'Declare a parcel',
          step: 'Order',
          country: 'Country of dispatch',
          de: /Germany/,
          yes: 'Yes',
          track: /^Track number/,
        },
      ];
      const messages = new Set<string>();
      for (const l of languages) {
        await page.goto(`${l.prefix}/forwarding/declaration`);
        await page.getByRole('heading', { name: l.h1, level: 1 }).waitFor();
        await hydrated(page);
        assert.equal(await page.locator('html').getAttribute('lang'), l.lang);
        const text = await page.locator('main').innerText();
        assert.doesNotMatch(
          text,
          /\b(meta|title|steps|greeting|buttons|chain|order|track|products|results|promo|delivery|modals)\.[A-Za-z]+/,
          `no raw translation key on the ${l.locale} page`,
        );
        const order = step(page, l.step);
        await pickOption(order, page, l.country, l.de.source.slice(0, 3), l.de);
        await order.getByRole('radio', { name: l.yes, exact: true }).check();
        const bad = 'Ord-4455';
        const fromServer = await serverMessage(
          api,
          'POST',
          '/orders/draft',
          { country: 'DE', companyName: 'OTTO', receivedTrackNumber: true, number: bad },
          'number',
          l.locale,
        );
        const number = order.getByRole('textbox', { name: l.track });
        await number.fill(bad);
        await number.blur();
        await order.getByText(fromServer, { exact: true }).waitFor();
        messages.add(fromServer);
        await screenshot(page, `forwarding-lang-${l.locale}`);
      }
      // en and eng share the English text; uk, ru, en and ro each have their own.
      assert.equal(messages.size, 4);
      assert.deepEqual(errors, [], 'no script errors on the pages');
    } catch (error) {
      await screenshot(page, `failed-languages-${Date.now()}`).catch(() => undefined);
      throw error;
    } finally {
      await close();
    }
  });
});
