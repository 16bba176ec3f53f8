// A form sent before the page's scripts have run (issue 18: calm forms; trust): a plain HTML form
// without a method would put its fields in the address, so /login?email=…&password=… would reach the
// browser's history and the access log. The head's submit guard holds such a submit until React has
// hydrated, then sends that press once through the form's handler; the password forms also say
// method="post" for a browser with no scripts at all. Text typed meanwhile is handed to React when
// the field hydrates (decision 029: the scripts are asked for after the first frame). At 390 px and
// 1440 px.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Route, ViewportSize } from 'playwright-core';
import { VIEWPORTS } from '../support/browser.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

/** A page whose scripts are held, as a slow line would hold them, until `release()`. */
async function pageWithScriptsHeld(viewport: ViewportSize) {
  const context = await stage.browser.newContext({ viewport, baseURL: stage.server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  const release = async () => {
    holding = false;
    assert.ok(held.length > 0, 'the scripts were asked for and held');
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  };
  return { context, page, errors, release };
}

const SECRET = 'not-in-the-address-123';

for (const [name, viewport] of [
  ['390 px', VIEWPORTS.mobile],
  ['1440 px', VIEWPORTS.desktop],
] as const) {
  test.describe(`a form sent before the scripts (${name})`, () => {
    test('while the scripts are still coming, Enter on the login form sends nothing; once they ran, that press is sent once, with no second press', async () => {
      const { context, page, errors, release } = await pageWithScriptsHeld(viewport);
      // Documents the browser asks for: a held submit asks for none after the page itself.
      const documents: string[] = [];
      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
        if (request.url().endsWith('/api/auth/login')) logins.push(request.postData() ?? '');
      });
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await page.locator('input[type=email]').fill('early@posylka.test');
      await page.locator('input[autocomplete=current-password]').fill(SECRET);
      await page.locator('input[autocomplete=current-password]').press('Enter');
      await page.locator('form.form button[type=submit]').click({ timeout: 10_000 });
      await page.waitForTimeout(300);
      assert.ok(!page.url().includes(SECRET), `the password stayed out of the address: ${page.url()}`);
      assert.equal(
        documents.length,
        1,
        `the submit was held, no page was asked for: ${documents.join(', ')}`,
      );
      assert.equal(await page.locator('html').getAttribute('data-hydrated'), null, 'not hydrated yet');

      // The scripts arrive: React hydrates, and the press it held goes through the form's own
      // handler, with what was typed, without the customer pressing again.
      await release();
      // A wrong password answers inside the form (issue 18: not only as a toast).
      await page.locator('.form').getByRole('alert').first().waitFor();
      await page.waitForTimeout(300);
      assert.equal(logins.length, 1, `two presses held, one sign-in sent: ${logins.length}`);
      assert.ok(logins[0]?.includes('early@posylka.test') && logins[0].includes(SECRET));
      assert.equal(await page.locator('input[type=email]').inputValue(), 'early@posylka.test');
      assert.ok(!page.url().includes(SECRET));
      assert.equal(documents.length, 1, `still no page asked for: ${documents.join(', ')}`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('text typed while the scripts are still coming is kept once they ran, in the field and in what the page knows', async () => {
      const { context, page, errors, release } = await pageWithScriptsHeld(viewport);
      await page.goto('/calculators', { waitUntil: 'domcontentloaded' });
      // The first weight field holds the server's "1": the customer selects it and types 25.
      const weight = page.locator('input[inputmode=decimal]').first();
      await weight.selectText();
      await weight.pressSequentially('25');
      assert.equal(await page.locator('html').getAttribute('data-hydrated'), null, 'not hydrated yet');

      await release();
      await page.waitForTimeout(200);
      assert.equal(await weight.inputValue(), '25', 'the typed weight stayed in the field');
      // React's state holds 25 too: one more digit makes 250, not the 10 a stale "1" would give.
      await weight.press('End');
      await weight.press('0');
      assert.equal(await weight.inputValue(), '250');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('with no scripts at all, the login form posts: the password is never in the address', async () => {
      const context = await stage.browser.newContext({
        viewport,
        baseURL: stage.server.url,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[type=email]').fill('noscript@posylka.test');
      await page.locator('input[autocomplete=current-password]').fill(SECRET);
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/login')),
        page.locator('input[autocomplete=current-password]').press('Enter'),
      ]);
      assert.equal(request.method(), 'POST');
      await page.waitForLoadState();
      assert.ok(!page.url().includes(SECRET), `the password stayed out of the address: ${page.url()}`);
      await context.close();
    });
  });
}
