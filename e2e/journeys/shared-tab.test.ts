// Two customers, one tab (trust; issue 18, decision 027): log-out and log-in are moves inside the
// app, with no page load between them, so whatever the tab has cached for the first customer is still
// in memory when the second signs in. The second must never see the first one's data, not even
// while their own is still on its way: here the warehouse address abroad, which carries the
// customer's name and suite number, is held on its way to the second customer and the first one's
// must not stand in for it. At 390 px and 1440 px.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Route } from 'playwright-core';
import { VIEWPORTS } from '../support/browser.js';
import { acceptCookies, asNewCustomer, hydrated } from '../support/forwarding.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

/** A second customer, registered through the API only: their e-mail, password and suite number. */
async function anotherCustomer(tag: string) {
  const email = `shared-tab-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Second-customer-42';
  const registered = await fetch(`${stage.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(registered.status, 201, await registered.clone().text());
  const { token } = (await registered.json()) as { token: string };
  const me = await fetch(`${stage.server.url}/api/personal/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { customerCode } = (await me.json()) as { customerCode: string };
  return { email, password, customerCode };
}

for (const [name, viewport] of [
  ['390 px', VIEWPORTS.mobile],
  ['1440 px', VIEWPORTS.desktop],
] as const) {
  test(`one tab, two customers: the second never sees the first one's address abroad (${name})`, async () => {
    await asNewCustomer(
      stage,
      { viewport, tag: `shared-tab-${viewport.width}` },
      async ({ page, errors, api }) => {
        const first = (await api.call<{ customerCode: string }>('GET', '/personal/me')).body.customerCode;
        const second = await anotherCustomer(String(viewport.width));

        // The first customer's orders page: their address abroad comes into the tab's cache.
        await page.goto('/orders');
        await hydrated(page);
        await acceptCookies(page);
        await page.getByText(`Suite ${first}`).first().waitFor();

        // Log out from the header: the app moves home, no page load.
        await page.evaluate(() => {
          (window as unknown as { sameTab: boolean }).sameTab = true;
        });
        await page.locator('.user-menu__button').click();
        await page.getByRole('button', { name: 'Вийти' }).click();
        await page.waitForURL((url) => url.pathname === '/');

        // The second customer's address abroad is held on its way.
        const held: Route[] = [];
        await page.route(
          (url) => url.pathname === '/api/personal/stock/addresses',
          (route) => void held.push(route),
        );

        // Log in as the second customer, from the header's link: still the same page, same memory.
        await page.locator('.header__login').first().click();
        await page.waitForURL('**/login');
        await page.locator('input[type=email]').fill(second.email);
        await page.locator('input[autocomplete=current-password]').fill(second.password);
        await page.locator('input[autocomplete=current-password]').press('Enter');
        await page.waitForURL('**/orders');
        // Until their own has come, the first customer's address must not stand in for it (with one
        // cache for the tab it did, and no request went out at all).
        const until = Date.now() + 10_000;
        while (held.length === 0) {
          const shown = await page.locator('main').innerText();
          assert.ok(!shown.includes(first), `the first customer's suite ${first} is on the second's page`);
          assert.ok(Date.now() < until, 'the second customer asked for their own address abroad');
          await page.waitForTimeout(50);
        }
        assert.ok(
          await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab === true),
          'no page load between the two customers',
        );
        const main = await page.locator('main').innerText();
        assert.ok(!main.includes(first), `the first customer's suite ${first} is not on the second's page`);

        // Their own address arrives.
        await page.unroute((url) => url.pathname === '/api/personal/stock/addresses');
        for (const route of held.splice(0)) await route.continue();
        await page.getByText(`Suite ${second.customerCode}`).first().waitFor();
        assert.ok(!(await page.locator('main').innerText()).includes(first));
        assert.deepEqual(errors, []);
      },
    );
  });
}
