// Journey of issue #2: register, verify the e-mail from the sandbox outbox, log in, switch language,
// log out; screenshots at 390 and 1440 px are kept as test artifacts (e2e/test-results/screenshots).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
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

/** A page that fails the test on any uncaught script error (hydration problems show up here). */
async function openPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The confirmation link: the worker delivers it to the dev outbox moments after the registration. */
async function outboxLink(page: Page, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    assert.equal(res.status(), 200);
    const body = (await res.json()) as { messages: { to: string; text: string }[] };
    const message = body.messages.find((m) => m.to === email);
    const link = message && /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(message.text)?.[0];
    if (link) return link;
    assert.ok(Date.now() < deadline, `a verification e-mail with its link to ${email} is in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe('account journey', () => {
  test('register, verify e-mail from the outbox, log in, switch language, log out (1440 px)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.desktop);
    const email = `journey-${Date.now()}@example.com`;
    const password = 'Parcel-journey-42';

    await page.goto('/');
    assert.equal(await page.getAttribute('html', 'lang'), 'uk-UA');
    await screenshot(page, 'home');

    // Register (uk, no prefix). Instant validation first: a bad e-mail is refused in Ukrainian.
    await page.goto('/register');
    await page.locator('input[type=email]').fill('not-an-email');
    await page.locator('input[autocomplete=new-password]').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.getByText('Введіть коректну адресу електронної пошти').waitFor();
    await page.locator('input[type=email]').fill(email);
    await page.locator('form button[type=submit]').click();
    await page.getByText('Перевірте пошту').waitFor();
    await screenshot(page, 'register-check-email');

    // Verify from the sandbox outbox; the link is absolute to PUBLIC_URL (= this server).
    const link = await outboxLink(page, email);
    await page.goto(link);
    await page.locator('.status-block[role=status]').waitFor();
    const me = await page.request.get('/api/personal/me');
    assert.equal(me.status(), 200);
    assert.equal(((await me.json()) as { emailVerified: boolean }).emailVerified, true);
    await screenshot(page, 'email-verified');

    // Log in on a fresh context (as on another device): /orders is guarded and redirects to login.
    await page.context().clearCookies();
    await page.goto('/orders');
    assert.match(page.url(), /\/login\?next=%2Forders$/);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[autocomplete=current-password]').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/orders');
    await page.locator('h1').waitFor();
    await screenshot(page, 'orders');

    // Switch language: the page stays, the prefix and <html lang> change.
    await page.locator('.lang-switcher button').click();
    await page.getByRole('link', { name: 'English', exact: true }).first().click();
    await page.waitForURL('**/en/orders');
    // The client-side navigation updates <html lang> right after the URL: wait for it, not race it.
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    await screenshot(page, 'orders-en');

    // Log out from the user menu: back to the home page, anonymous again.
    await page.locator('.user-menu__button').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/en$/);
    assert.equal((await page.request.get('/api/personal/me')).status(), 401);
    await page.goto('/en/orders');
    assert.match(page.url(), /\/en\/login\?next=/);
    await screenshot(page, 'logged-out-login');

    assert.deepEqual(errors, [], 'no script errors on the pages');
    await page.context().close();
  });

  test('the same pages at 390 px (mobile), logged in as the demo customer', async () => {
    const { page, errors } = await openPage(VIEWPORTS.mobile);
    for (const path of ['/', '/register', '/login']) {
      await page.goto(path);
      await screenshot(page, `mobile${path === '/' ? '-home' : path.replace('/', '-')}`);
    }
    await page.locator('input[type=email]').fill('demo@posylka.test');
    await page.locator('input[autocomplete=current-password]').fill('Posylka-demo-2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/orders');
    await page.locator('h1').waitFor();
    await screenshot(page, 'mobile-orders');
    // Nothing may overflow the mobile viewport horizontally.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page wider than the viewport by ${overflow}px`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
