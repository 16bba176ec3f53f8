// Journey of issue 5 on the customer's side: SPEC §2 "Forwarding detail page" (/forwarding/show/{id})
// and the consolidation of SPEC §8, at 390 and 1440 px with screenshots (e2e/test-results/screenshots).
// The warehouse side goes through the operator API, as the console would: the demo customer's
// declared US parcel is received, weighed and photographed; a second US parcel with the customer's
// code arrives undeclared and the warehouse declares it. The customer then follows the parcel live
// (pause, a delay by the warehouse pushed on orders#{uid}, continue delivery) and joins both parcels.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { acceptCookies, hydrated, noHorizontalOverflow, plainText, pngBytes } from '../support/forwarding.js';
import { startOwnServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let operator: string;
/** The seeded demo parcel (declared, US) and the one the warehouse registers for the demo customer. */
const parcels = { declared: '', undeclared: '' };

async function api<T>(method: string, path: string, body?: unknown, token = operator): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function logIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

test.beforeAll(async () => {
  // A service of its own: the journey receives the demo customer's parcels and reads their tariff,
  // which depends on the demo's default warehouse (another journey changes it).
  server = await startOwnServer();
  browser = await launchBrowser();
  operator = await logIn('operator@posylka.test', 'Posylka-operator-2026');
  const demo = await logIn('demo@posylka.test', 'Posylka-demo-2026');
  const list = await api<{
    items: { id: string; status: string; country: { id: string }; trackNo: string | null }[];
  }>('GET', '/orders?filter=all', undefined, demo);
  const declared = list.items.find((o) => o.status === 'declared' && o.country.id === 'US' && o.trackNo);
  assert.ok(declared, 'the demo customer has a declared US parcel');
  parcels.declared = declared.id;
  await api('POST', '/admin/parcels/receive', {
    trackNo: declared.trackNo,
    weightKg: '1.25',
    lengthCm: '30',
    widthCm: '20',
    heightCm: '10.5',
  });
  const photo = new FormData();
  photo.append('files', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'parcel.png');
  await api('POST', `/admin/parcels/${parcels.declared}/photos`, photo);
  const undeclared = await api<{ parcel: { id: string } }>('POST', '/admin/parcels/receive', {
    trackNo: '1Z999AA10123456784',
    customerCode: 'UA100001',
    countryCode: 'US',
    weightKg: '0.8',
    lengthCm: '25',
    widthCm: '15',
    heightCm: '8',
  });
  parcels.undeclared = undeclared.parcel.id;
  // SPEC §4: the warehouse declares the goods it found (service 40); they replace the customer's.
  await api('POST', `/admin/parcels/${parcels.undeclared}/events`, {
    event: 'declare_manually',
    items: [
      { categoryId: 1, name: 'Wool socks', quantity: 1, unitPrice: { amount: '5.00', currency: 'USD' } },
    ],
  });
  // Issue 13: it is held until its customer says where it goes; the customer completes it as the
  // parcel page's "complete the declaration" leads them to (address and verified phone).
  const addresses = await api<{ items: { id: string; warehouseType: string }[] }>(
    'GET',
    '/personal/addresses',
    undefined,
    demo,
  );
  const department = addresses.items.find((a) => a.warehouseType === 'department') ?? addresses.items[0];
  assert.ok(department, 'the demo customer has an address');
  const me = await api<{ phoneNumber: { number: string } | null }>('GET', '/personal/me', undefined, demo);
  await api(
    'POST',
    `/orders/complete/${parcels.undeclared}`,
    {
      country: 'US',
      companyName: 'Amazon',
      number: '1Z999AA10123456784',
      receivedTrackNumber: true,
      consigneeAddress: department.id,
      phoneNumber: me.phoneNumber?.number,
    },
    demo,
  );
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'uk-UA' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/login?next=%2Forders');
  await hydrated(page);
  await acceptCookies(page);
  await page.locator('input[type=email]').fill('demo@posylka.test');
  await page.locator('input[autocomplete=current-password]').fill('Posylka-demo-2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/orders$/);
  await hydrated(page);
  return { page, errors };
}

const panelTitle = (page: Page, title: string) => page.locator('.fw-show-panel__title', { hasText: title });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`parcel page and consolidation (${viewport.width} px)`, () => {
    test('the card opens the parcel page: status, weight, costs, photos and the address', async () => {
      const { page, errors } = await signedIn(viewport);
      const problems: string[] = [];
      const card = page.getByTestId('order-card').filter({ hasText: '9400111899223100456789' });
      await card.getByText('На складі', { exact: true }).waitFor();
      await card.getByRole('link', { name: 'Переглянути' }).click();
      await page.waitForURL(new RegExp(`/forwarding/show/${parcels.declared}$`));
      await hydrated(page);
      await page.locator('[data-state="at_warehouse"]').waitFor();
      await page.locator('[data-step="at_warehouse"][aria-current="step"]').waitFor();
      const calc = page.getByRole('region', { name: 'Розрахунок доставки' });
      assert.match(await plainText(calc), /Вага 1,25 кг/);
      assert.match(await plainText(calc), /Вага для тарифу.*1,5 кг/);
      assert.match(await plainText(calc), /Міжнародна доставка.*21,00 \$/);
      // The photo is served to its owner (the image really loads).
      const thumb = page.getByRole('button', { name: 'Відкрити фото 1' }).locator('img');
      await thumb.waitFor();
      await thumb.evaluate((img: HTMLImageElement) =>
        img.complete
          ? undefined
          : new Promise((resolve, reject) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', reject, { once: true });
            }),
      );
      assert.ok(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
      await noHorizontalOverflow(page, problems, 'parcel page');
      await screenshot(page, `parcel-page-${name}`);
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    test('consolidation: both US parcels, "Yes", the success toast, then cancel', async () => {
      const { page, errors } = await signedIn(viewport);
      const boxes = page.getByRole('checkbox', { name: 'Обрати для об’єднання' });
      await boxes.first().waitFor();
      assert.equal(await boxes.count(), 2);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('region', { name: 'Об’єднання посилок' }).getByText('Обрано 2 посилки').waitFor();
      await page.getByRole('button', { name: 'Об’єднати', exact: true }).click();
      const terms = page.getByRole('dialog', { name: 'Об’єднати 2 посилки?' });
      await screenshot(page, `parcel-consolidation-terms-${name}`);
      await terms.getByRole('button', { name: 'Так' }).click();
      await page.locator('.toast__text', { hasText: 'Замовлення об’єднано' }).waitFor();
      await page.getByRole('tab', { name: /Консолідовані 2/ }).click();
      const consolidated = page.getByTestId('order-card').filter({ hasText: '9400111899223100456789' });
      await consolidated.getByText('Об’єднано', { exact: true }).waitFor();
      await consolidated.getByRole('button', { name: 'Скасувати об’єднання' }).click();
      await page
        .getByRole('dialog', { name: /Скасувати об’єднання посилки/ })
        .getByRole('button', { name: 'Скасувати об’єднання' })
        .click();
      await page.locator('.toast__text', { hasText: 'Об’єднання скасовано.' }).waitFor();
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    if (name === 'desktop') {
      test('pause once, a delay by the warehouse arrives live, continue delivery', async () => {
        const { page, errors } = await signedIn(viewport);
        await page.goto(`/forwarding/show/${parcels.declared}`);
        await hydrated(page);
        // Marks this document: a reload would lose it.
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.getByRole('button', { name: 'Призупинити посилку' }).click();
        await panelTitle(page, 'Посилку призупинено').waitFor();
        await page.getByRole('button', { name: 'Зняти з паузи' }).waitFor();

        await api('POST', `/admin/parcels/${parcels.declared}/events`, {
          event: 'delay',
          note: 'Потрібен інвойс',
        });
        await panelTitle(page, 'Посилку затримано').waitFor({ timeout: 20_000 });
        assert.equal(
          await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
          true,
        );
        await screenshot(page, `parcel-delayed-${name}`);

        await page.getByRole('button', { name: 'Продовжити доставку' }).click();
        await panelTitle(page, 'Посилка на складі').waitFor();
        // "Pause ... once": the button does not come back.
        await page.getByText('Паузу для цієї посилки вже використано.').waitFor();
        assert.equal(await page.getByRole('button', { name: 'Призупинити посилку' }).count(), 0);
        assert.deepEqual(errors, []);
        await page.context().close();
      });
    }
  });
}
