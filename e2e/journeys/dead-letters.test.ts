// Journey of issue 16 item 1, "a dead-letter state visible and retryable in the console": the service
// sends e-mail through a real SMTP peer (a local smtp-server) that refuses a customer's mailbox with
// 550, so their password-reset e-mail becomes a dead letter. The operator sees the count on the
// overview, follows it to /admin/notifications, finds the message with its error and, once the mailbox
// takes mail again, sends it again: at 1440 px in Ukrainian one row's "Send again", at 390 px in
// English "Send all undelivered again" of the e-mail channel after its question. The peer receives the
// e-mail and the console lists it as sent. Screenshots are test artifacts.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import { acceptCookies, hydrated, noHorizontalOverflow, plainText } from '../support/forwarding.js';
import { setUpStage, type Stage } from '../support/journey.js';

/** Mailboxes the peer refuses for good right now (the customer's, until it is fixed). */
const refused = new Set<string>();
/** Recipients of every e-mail the peer took. */
const delivered: string[] = [];

// The peer listens from the start; the file's own service is told its port and sends e-mail to it.
const smtp = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onRcptTo(address, _session, callback) {
    if (!refused.has(address.address)) return callback();
    const err: SMTPServerError = Object.assign(new Error('No such user here'), { responseCode: 550 });
    return callback(err);
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      delivered.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});
const listening = new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const stage = setUpStage({
  env: async () => {
    await listening;
    return {
      MAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
      SMTP_SECURE: 'false',
    };
  },
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

async function api<T>(stage: Stage, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${stage.server.url}/api${path}`, {
    method,
    headers: {
      'x-locale': 'uk',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A customer whose mailbox refuses mail asks for a password reset: the e-mail ends as a dead letter. */
async function deadLetterFor(stage: Stage, tag: string): Promise<string> {
  const email = `dead-${tag}-${Date.now()}@example.com`;
  refused.add(email);
  const registered = await api(stage, 'POST', '/auth/register', {
    email,
    password: 'Parcel-journey-42',
  });
  assert.equal(registered.status, 201);
  const forgot = await api(stage, 'POST', '/auth/password/forgot', { email });
  assert.ok(forgot.status < 300, `forgot: ${forgot.status}`);
  const login = await api<{ token: string }>(stage, 'POST', '/auth/login', {
    email: 'operator@posylka.test',
    password: 'Posylka-operator-2026',
  });
  await until('the dead letter', async () => {
    const list = await api<{ total: number }>(
      stage,
      'GET',
      `/admin/notifications?status=dead&query=${encodeURIComponent(email)}`,
      undefined,
      login.body.token,
    );
    return list.body.total > 0;
  });
  return email;
}

async function operatorConsole(stage: Stage, viewport: { width: number; height: number }) {
  const context = await stage.browser.newContext({ viewport, baseURL: stage.server.url, locale: 'uk-UA' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/login?next=%2Fadmin');
  await hydrated(page);
  await acceptCookies(page);
  await page.locator('input[type=email]').fill('operator@posylka.test');
  await page.locator('input[autocomplete=current-password]').fill('Posylka-operator-2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin$/);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

const rowOf = (page: Page, email: string) =>
  page.getByTestId('notification-row').filter({ hasText: email }).first();

test.describe('dead letters in the console (issue 16 item 1)', () => {
  test('1440 px, Ukrainian: from the overview to the dead letter, "Send again", then sent', async () => {
    const email = await deadLetterFor(stage, 'desk');
    const { page, errors, close } = await operatorConsole(stage, VIEWPORTS.desktop);
    const problems: string[] = [];
    try {
      const tile = page.getByRole('link', { name: /Недоставлені повідомлення/ });
      await tile.waitFor();
      await screenshot(page, 'dead-letters-overview');
      await tile.click();
      await page.waitForURL(/\/admin\/notifications\?status=dead$/);
      await page.getByRole('heading', { level: 1, name: 'Повідомлення клієнтам' }).waitFor();
      await page.getByLabel('E-mail або код клієнта, адресат, ідентифікатор').fill(email);
      await page.getByRole('button', { name: 'Знайти' }).click();
      await page.waitForURL(/query=/);
      const row = rowOf(page, email);
      const text = await plainText(row);
      assert.match(text, /Відновлення пароля/);
      assert.match(text, /SMTP 550/);
      assert.match(text, /не доставлено/);
      await noHorizontalOverflow(page, problems, 'dead letters');
      await screenshot(page, 'dead-letters-list');

      // The mailbox works again: one message sent again from its row.
      refused.delete(email);
      await row.getByRole('button', { name: /Надіслати знову/ }).click();
      await page
        .getByTestId('notification-result')
        .filter({ hasText: `Повідомлення для ${email} знову в черзі` })
        .waitFor();
      await until('the e-mail at the peer', () => delivered.includes(email));
      await screenshot(page, 'dead-letters-retried');

      await page.goto(`/admin/notifications?status=sent&query=${encodeURIComponent(email)}`);
      await hydrated(page);
      assert.match(await plainText(rowOf(page, email)), /надіслано/);
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('390 px, English: "Send all undelivered again" for e-mail after its question', async () => {
    const email = await deadLetterFor(stage, 'phone');
    const { page, errors, close } = await operatorConsole(stage, VIEWPORTS.mobile);
    const problems: string[] = [];
    try {
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await page.goto('/admin/notifications');
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Customer messages' }).waitFor();
      assert.match(await plainText(rowOf(page, email)), /Password reset/);
      await noHorizontalOverflow(page, problems, 'dead letters at 390 px');
      await screenshot(page, 'dead-letters-list-en');

      refused.delete(email);
      await page.getByRole('button', { name: /Send all undelivered again: E-mail/ }).click();
      await page.getByText(/undelivered E-mail messages? again\?/).waitFor();
      await noHorizontalOverflow(page, problems, 'the question at 390 px');
      await screenshot(page, 'dead-letters-confirm-en');
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page
        .getByTestId('notification-result')
        .filter({ hasText: /queued again/ })
        .waitFor();
      await until('the e-mail at the peer', () => delivered.includes(email));
      await page.goto(`/admin/notifications?status=sent&query=${encodeURIComponent(email)}`);
      await hydrated(page);
      assert.match(await plainText(rowOf(page, email)), /sent/i);
      await noHorizontalOverflow(page, problems, 'sent at 390 px');
      await screenshot(page, 'dead-letters-sent-en');
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
