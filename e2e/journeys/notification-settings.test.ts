// Journey of issue 16 item 3, at 390 and 1440 px with screenshots (e2e/test-results/screenshots): a
// customer opens /profile/notifications and turns the parcels' e-mail off; the warehouse (through the
// operator API, as the console would) moves a parcel of theirs and no parcel e-mail for it reaches the
// dev outbox, while an account e-mail (their password changed) still does; turning it back on, the
// next move's e-mail arrives. The declaration goes through the API (the wizard has its own journeys).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  acceptCookies,
  addWarehouseAddressThroughApi,
  declareUsParcelThroughApi,
  asNewCustomer,
  hydrated,
  newTrackNumber,
  noHorizontalOverflow,
  verifyPhoneThroughApi,
  type CustomerApi,
} from '../support/forwarding.js';
import { setUpStage, type Stage } from '../support/journey.js';

const stage = setUpStage();
const PASSWORD = 'Parcel-journey-42';

type Mail = { subject: string; meta: { kind?: string; orderId?: string } };

async function operatorToken(stage: Stage): Promise<string> {
  const res = await fetch(`${stage.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@posylka.test', password: 'Posylka-operator-2026' }),
  });
  assert.equal(res.status, 200, 'the operator signs in');
  return ((await res.json()) as { token: string }).token;
}

async function asOperator(stage: Stage, token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${stage.server.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.ok(res.ok, `${path}: ${res.status} ${await res.text()}`);
}

/** A completed US declaration of the customer (one T-shirt to a Kyiv department). */
async function declareParcel(api: CustomerApi, track: string): Promise<{ id: string }> {
  const phone = await verifyPhoneThroughApi(api);
  const department = await addWarehouseAddressThroughApi(api, 'department');
  return declareUsParcelThroughApi(api, {
    phone,
    addressId: department.id,
    track,
    item: { name: 'Cotton T-shirt', quantity: 1, amount: '20.00' },
  });
}

async function mailsTo(api: CustomerApi, email: string): Promise<Mail[]> {
  const res = await api.call<{ messages: Mail[] }>('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  assert.equal(res.status, 200);
  return res.body.messages;
}

/** Waits (the outbox worker polls every 2 s) until the customer's mails satisfy `done`. */
async function waitForMails(
  api: CustomerApi,
  email: string,
  what: string,
  done: (mails: Mail[]) => boolean,
): Promise<Mail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = await mailsTo(api, email);
    if (done(mails)) return mails;
    if (Date.now() > deadline)
      assert.fail(`${what}: ${JSON.stringify(mails.map((m) => [m.meta.kind, m.meta.orderId, m.subject]))}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const parcelMails = (mails: Mail[], orderId: string) =>
  mails.filter((m) => m.meta.kind?.startsWith('parcel.') && m.meta.orderId === orderId);

/** The parcels group's e-mail switch, toggled on the page; the quiet status says it is saved. */
async function setParcelsEmail(page: Page, on: boolean): Promise<void> {
  const parcels = page.getByRole('group', { name: 'Посилки' });
  const email = parcels.getByRole('switch', { name: 'Пошта' });
  assert.equal(await email.isChecked(), !on);
  // Keyboard first: Space toggles a focused switch like any checkbox.
  await email.focus();
  await page.keyboard.press('Space');
  await page.getByRole('status').filter({ hasText: 'Збережено' }).waitFor();
  assert.equal(await email.isChecked(), on);
}

test.describe('notification settings: the parcels e-mail off and on again', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    test(`turning the parcels e-mail off stops parcel e-mails, not account ones (${viewport.width} px)`, async () => {
      await asNewCustomer(stage, { viewport, tag: 'notifications' }, async ({ page, errors, api }) => {
        const layout: string[] = [];
        const operator = await operatorToken(stage);
        const me = await api.call<{ email: string }>('GET', '/personal/me');
        const email = me.body.email;
        const track = newTrackNumber('NS');
        const parcel = await declareParcel(api, track);

        await page.goto('/profile/notifications');
        await hydrated(page);
        await acceptCookies(page);
        await page.getByRole('heading', { level: 1, name: 'Сповіщення' }).waitFor();
        // Account and money e-mail: on and locked, with the reason.
        const accountEmail = page
          .getByRole('group', { name: 'Акаунт' })
          .getByRole('switch', { name: 'Пошта' });
        assert.equal(await accountEmail.isChecked(), true);
        assert.equal(await accountEmail.isDisabled(), true);
        await page
          .getByText('SMS надсилаємо лише про те, що не можна пропустити', { exact: false })
          .waitFor();
        await noHorizontalOverflow(page, layout, 'notification settings');
        await screenshot(page, 'notification-settings');

        // The parcel arrives with the e-mail on: its e-mail comes (the pipeline works for this parcel).
        await asOperator(stage, operator, '/admin/parcels/receive', {
          trackNo: track,
          weightKg: '0.9',
          lengthCm: '30',
          widthCm: '20',
          heightCm: '10',
        });
        const received = await waitForMails(api, email, 'the receipt e-mail', (m) =>
          parcelMails(m, parcel.id).some((x) => x.meta.kind === 'parcel.state'),
        );
        // The declaration's e-mail came too: count from here.
        const before = parcelMails(received, parcel.id).length;

        await setParcelsEmail(page, false);
        await screenshot(page, 'notification-settings-parcels-off');

        // The warehouse delays it: no e-mail for that move; an account e-mail still goes out after it.
        await asOperator(stage, operator, `/admin/parcels/${parcel.id}/events`, {
          event: 'delay',
          note: 'Перевіряємо вміст',
        });
        const changed = await api.call('POST', '/personal/password', {
          currentPassword: PASSWORD,
          newPassword: 'Parcel-journey-43',
        });
        assert.ok(changed.status < 300, `password change: ${changed.status} ${JSON.stringify(changed.body)}`);
        const after = await waitForMails(api, email, 'the password e-mail', (m) =>
          m.some((x) => x.meta.kind === 'account.password_changed'),
        );
        assert.equal(parcelMails(after, parcel.id).length, before, 'no e-mail of the delay');

        // Back on: the next move's e-mail arrives.
        await page.reload();
        await hydrated(page);
        await setParcelsEmail(page, true);
        await asOperator(stage, operator, `/admin/parcels/${parcel.id}/events`, { event: 'unblock' });
        await waitForMails(
          api,
          email,
          'the e-mail of the release',
          (m) => parcelMails(m, parcel.id).length === before + 1,
        );

        assert.deepEqual(layout, []);
        assert.deepEqual(errors, []);
      });
    });
  }
});
