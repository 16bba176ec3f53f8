// Issue 16: the e-mails' RFC 8058 one-click unsubscribe, tested with the real message: a parcels
// e-mail is written and delivered, its List-Unsubscribe address is posted, the next one sends no e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@posylka/contract';
import type { NotificationEvent } from '@posylka/domain';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxFor, registerUser } from '../../../test/http.js';
import { notificationDeliveries, users } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
async function customer(name: string, locale = 'uk') {
  const email = `${name}@example.com`;
  const session = await registerUser(t.app, email, 'parcel-2026-ok', locale);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { email, session, id: row!.id };
}

async function send(userId: string, event: NotificationEvent) {
  seq += 1;
  const params = { number: `PS-${seq}`, state: 'at_warehouse', amount: '10.00', currency: 'USD' };
  const written = await notify(t.db, { userId, event, params, link: '/orders', key: `unsub-test:${seq}` });
  await t.app.notifications.drain();
  return written;
}

const mailsOf = async (email: string, kind: string): Promise<OutboxMessage[]> =>
  (await outboxFor(t.app, email)).filter((m) => m.meta.kind === kind);

/** The address the e-mail's List-Unsubscribe header names, as a path of this app. */
function unsubscribeUrlOf(mail: OutboxMessage): string {
  const headers = mail.meta.headers as Record<string, string> | undefined;
  expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const url = /^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(url).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/[0-9a-f-]{36}$/);
  return new URL(url!).pathname;
}

const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/notifications/unsubscribe/:deliveryId (RFC 8058 one-click)', () => {
  it('turns the e-mail of that group off: the next parcels event sends no e-mail, others still do', async () => {
    const c = await customer('unsub.parcels');
    await send(c.id, 'parcel.state');
    const [first] = await mailsOf(c.email, 'parcel.state');
    const url = unsubscribeUrlOf(first!);

    // No session, no CSRF header, the form body of RFC 8058.
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });

    const again = await send(c.id, 'parcel.state');
    expect(again.channels).not.toContain('email');
    expect(await mailsOf(c.email, 'parcel.state')).toHaveLength(1);
    // Money is locked on: its e-mail still goes, and it carries no unsubscribe address.
    await send(c.id, 'money.refund');
    const [refund] = await mailsOf(c.email, 'money.refund');
    expect(refund).toBeDefined();
    expect(
      (refund!.meta.headers as Record<string, string> | undefined)?.['List-Unsubscribe'],
    ).toBeUndefined();
    // Posting twice is harmless.
    expect((await oneClick(url)).statusCode).toBe(200);
    // The settings page shows it off.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/personal/notification-settings',
      headers: { authorization: `Bearer ${c.session.token}` },
    });
    const parcels = settings.json().groups.find((g: { group: string }) => g.group === 'parcels');
    expect(parcels.channels.find((ch: { channel: string }) => ch.channel === 'email').enabled).toBe(false);
  });

  it('a locked group (an old or forged link to an account e-mail) changes nothing', async () => {
    const c = await customer('unsub.locked');
    const written = await send(c.id, 'account.password_changed');
    const [delivery] = await t.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, written.notificationId!),
          eq(notificationDeliveries.channel, 'email'),
        ),
      );
    const res = await oneClick(`/api/notifications/unsubscribe/${delivery!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: false });
    expect((await send(c.id, 'account.password_changed')).channels).toContain('email');
  });

  it.each([
    ['unknown', '/api/notifications/unsubscribe/00000000-0000-4000-8000-000000000000'],
    ['malformed', '/api/notifications/unsubscribe/not-a-delivery'],
    ['overlong', `/api/notifications/unsubscribe/${'a'.repeat(300)}`],
  ])('an %s id: 404 without saying more', async (_name, url) => {
    const res = await oneClick(url);
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['errorDescription']);
  });
});

describe('GET /api/notifications/unsubscribe/:deliveryId: a page, never an unsubscribe', () => {
  it('shows a button that posts, in the e-mail language, and a link to the settings; changes nothing', async () => {
    const c = await customer('unsub.page', 'en');
    await send(c.id, 'buyout.bought');
    const [mail] = await mailsOf(c.email, 'buyout.bought');
    const url = unsubscribeUrlOf(mail!);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Stop e-mails about buy-outs?');
    expect(res.body).toContain(`<form method="post" action="${url}">`);
    expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(res.body).toContain('href="/en/profile/notifications"');
    // A prefetch changed nothing: the next buy-out message still goes by e-mail.
    expect((await send(c.id, 'buyout.bought')).channels).toContain('email');

    // The page's button (a browser asking for HTML) unsubscribes and says so.
    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Done: no more e-mails about buy-outs.');
    expect((await send(c.id, 'buyout.bought')).channels).not.toContain('email');
  });

  it('in Ukrainian by default; an unknown id: a 404 page', async () => {
    const c = await customer('unsub.page.uk');
    await send(c.id, 'reminder.documents');
    const [mail] = await mailsOf(c.email, 'reminder.documents');
    const page = await t.app.inject({ method: 'GET', url: unsubscribeUrlOf(mail!) });
    expect(page.body).toContain('Більше не надсилати листи на пошту про нагадування?');
    expect(page.body).toContain('href="/profile/notifications"');
    const missing = await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Посилання недійсне.');
  });
});
