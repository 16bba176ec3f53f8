// Journey of issue 16 item 5: a customer registers, signs out, mistypes the password (the error shows
// inside the form), clicks "Forgot password?", submits the e-mail, opens the reset link that the
// notifications worker delivered to the dev outbox, sets a new password and signs in with it; at
// 1440 px in Ukrainian and at 390 px in English (the /en prefix), screenshots as test artifacts.
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

async function openPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The reset link of the newest account.password_reset e-mail to `email`, once the worker sent it. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    assert.equal(res.status(), 200);
    const body = (await res.json()) as {
      messages: { text: string; meta: { kind?: string; link?: string } }[];
    };
    const mail = body.messages.find((m) => m.meta.kind === 'account.password_reset');
    if (mail) {
      assert.ok(mail.meta.link && mail.text.includes(mail.meta.link), 'the e-mail carries the link');
      return mail.meta.link;
    }
    if (Date.now() > deadline) assert.fail(`no password reset e-mail to ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const CASES = [
  {
    name: 'desktop',
    viewport: VIEWPORTS.desktop,
    prefix: '',
    t: {
      logout: 'Вийти',
      forgot: 'Забули пароль?',
      sent: 'Якщо обліковий запис із адресою',
      saved: 'Пароль змінено.',
      signIn: 'Увійти',
      wrong: 'Неправильна електронна адреса або пароль.',
    },
  },
  {
    name: 'mobile',
    viewport: VIEWPORTS.mobile,
    prefix: '/en',
    t: {
      logout: 'Log out',
      forgot: 'Forgot password?',
      sent: 'If an account with',
      saved: 'Your password was changed.',
      signIn: 'Log in',
      wrong: null,
    },
  },
] as const;

test.describe('password reset journey', () => {
  for (const c of CASES) {
    test(`register, sign out, forgot password, reset from the outbox link, sign in (${c.viewport.width} px)`, async () => {
      const { page, errors } = await openPage(c.viewport);
      const email = `reset-${c.name}-${Date.now()}@example.com`;
      const oldPassword = 'Parcel-journey-42';
      const newPassword = 'Harbour-journey-77';
      const shot = (name: string) => screenshot(page, `password-reset-${name}`);

      await page.goto(`${c.prefix}/register`);
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[autocomplete=new-password]').fill(oldPassword);
      await page.locator('form button[type=submit]').click();
      await page.locator('.check-email').waitFor();

      await page.locator('.user-menu__button').click();
      await page.getByRole('button', { name: c.t.logout }).click();
      await page.waitForURL((url) => url.pathname === (c.prefix || '/'));

      await page.goto(`${c.prefix}/login`);
      if (c.t.wrong) {
        // A wrong password is said inside the form, next to the fields.
        await page.locator('input[type=email]').fill(email);
        await page.locator('input[autocomplete=current-password]').fill('Not-my-password-1');
        await page.locator('form button[type=submit]').click();
        const alert = page.locator('form [role=alert]');
        await alert.waitFor();
        assert.equal((await alert.textContent())?.trim(), c.t.wrong);
        await shot('login-error');
      }
      await page.getByRole('link', { name: c.t.forgot }).click();
      await page.waitForURL(`**${c.prefix}/forgot-password`);
      await page.locator('input[type=email]').fill(email);
      await shot('forgot');
      await page.locator('form button[type=submit]').click();
      await page.getByText(c.t.sent).waitFor();
      await shot('forgot-sent');

      const link = await resetLinkFromOutbox(page, email);
      assert.equal(new URL(link).pathname, `${c.prefix}/reset-password`);
      await page.goto(link);
      await page.locator('input[autocomplete=new-password]').fill(newPassword);
      await shot('reset');
      await page.locator('form button[type=submit]').click();
      await page.getByText(c.t.saved).waitFor();
      await shot('reset-done');

      await page.locator('.status-block').getByRole('link', { name: c.t.signIn, exact: true }).click();
      await page.waitForURL(`**${c.prefix}/login`);
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[autocomplete=current-password]').fill(newPassword);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(`**${c.prefix}/orders`);
      const me = await page.request.get('/api/personal/me');
      assert.equal(me.status(), 200);
      assert.equal(((await me.json()) as { email: string }).email, email);
      await shot('signed-in');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page wider than the viewport by ${overflow}px`);
      assert.deepEqual(errors, [], 'no script errors on the pages');
      await page.context().close();
    });
  }
});
