// Issue 16 item 3: GET and PUT /api/personal/notification-settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@posylka/contract';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, type Session } from '../../../test/http.js';
import { notificationSettings, telegramLinks, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (s: Session, locale = 'uk') => ({ authorization: `Bearer ${s.token}`, 'x-locale': locale });
const get = (s: Session) =>
  t.app.inject({ method: 'GET', url: '/api/personal/notification-settings', headers: auth(s) });
const put = (s: Session, payload: unknown, locale = 'uk') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/personal/notification-settings',
    headers: auth(s, locale),
    payload: payload as Record<string, unknown>,
  });

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row!.id;
}
const cell = (body: NotificationSettings, group: string, channel: string) =>
  body.groups.find((g) => g.group === group)?.channels.find((c) => c.channel === channel);

describe('GET /api/personal/notification-settings', () => {
  it('signed out: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/personal/notification-settings' });
    expect(res.statusCode).toBe(401);
  });

  it('a new customer: everything on, account and money e-mail locked, SMS only for parcels; the reach', async () => {
    const s = await registerUser(t.app, 'settings.new@example.com');
    const res = await get(s);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<NotificationSettings>();
    expect(body.groups.map((g) => [g.group, g.channels.map((c) => c.channel)])).toEqual([
      ['account', ['email', 'telegram']],
      ['money', ['email', 'telegram']],
      ['parcels', ['email', 'telegram', 'sms']],
      ['buyout', ['email', 'telegram']],
      ['reminders', ['email', 'telegram']],
    ]);
    expect(body.groups.flatMap((g) => g.channels).every((c) => c.enabled)).toBe(true);
    expect(cell(body, 'account', 'email')?.locked).toBe(true);
    expect(cell(body, 'money', 'email')?.locked).toBe(true);
    expect(cell(body, 'money', 'telegram')?.locked).toBe(false);
    expect(body.reach).toEqual({
      email: { address: 'settings.new@example.com', verified: false },
      telegram: { linked: false, username: null },
      sms: { phone: null },
    });
  });

  it('a verified phone and a linked Telegram chat are reachable', async () => {
    const s = await registerUser(t.app, 'settings.reach@example.com');
    const id = await userIdOf('settings.reach@example.com');
    await t.db
      .update(users)
      .set({ phoneNumber: '380671234567', phoneVerifiedAt: new Date(), emailVerifiedAt: new Date() })
      .where(eq(users.id, id));
    await t.db.insert(telegramLinks).values({ userId: id, chatId: '777001', username: 'olena_k' });
    const body = (await get(s)).json<NotificationSettings>();
    expect(body.reach).toEqual({
      email: { address: 'settings.reach@example.com', verified: true },
      telegram: { linked: true, username: 'olena_k' },
      sms: { phone: '380671234567' },
    });
  });

  it('an unverified phone does not reach by SMS', async () => {
    const s = await registerUser(t.app, 'settings.unverified@example.com');
    const id = await userIdOf('settings.unverified@example.com');
    await t.db.update(users).set({ phoneNumber: '380671234568' }).where(eq(users.id, id));
    expect((await get(s)).json<NotificationSettings>().reach.sms).toEqual({ phone: null });
  });
});

describe('PUT /api/personal/notification-settings', () => {
  it('sets only the named switches and stores only the exceptions', async () => {
    const s = await registerUser(t.app, 'settings.put@example.com');
    const id = await userIdOf('settings.put@example.com');
    const res = await put(s, { parcels: { email: false, sms: false }, money: { telegram: false } });
    expect(res.statusCode).toBe(200);
    const body = res.json<NotificationSettings>();
    expect(cell(body, 'parcels', 'email')?.enabled).toBe(false);
    expect(cell(body, 'parcels', 'sms')?.enabled).toBe(false);
    expect(cell(body, 'parcels', 'telegram')?.enabled).toBe(true);
    expect(cell(body, 'money', 'telegram')?.enabled).toBe(false);
    const stored = () =>
      t.db
        .select({ group: notificationSettings.group, channel: notificationSettings.channel })
        .from(notificationSettings)
        .where(and(eq(notificationSettings.userId, id), eq(notificationSettings.enabled, false)))
        .orderBy(notificationSettings.group, notificationSettings.channel);
    expect(await stored()).toEqual([
      { group: 'money', channel: 'telegram' },
      { group: 'parcels', channel: 'email' },
      { group: 'parcels', channel: 'sms' },
    ]);
    // Turning one back on removes its row; the others stay; GET reads the same.
    await put(s, { parcels: { email: true } });
    expect(await stored()).toEqual([
      { group: 'money', channel: 'telegram' },
      { group: 'parcels', channel: 'sms' },
    ]);
    expect(cell((await get(s)).json(), 'parcels', 'email')?.enabled).toBe(true);
  });

  it('turning account or money e-mail off: 422 on that switch in the language asked, nothing stored', async () => {
    const s = await registerUser(t.app, 'settings.locked@example.com');
    const id = await userIdOf('settings.locked@example.com');
    const uk = await put(s, { money: { email: false }, parcels: { email: false } });
    expect(uk.statusCode).toBe(422);
    expect(uk.json().violations).toEqual([
      {
        property: 'money.email',
        message: 'Листи про акаунт і гроші не можна вимкнути: вони завжди приходять на пошту',
      },
    ]);
    const en = await put(s, { account: { email: false } }, 'en');
    expect(en.json().violations).toEqual([
      {
        property: 'account.email',
        message: 'Account and money e-mails cannot be turned off: they always come by e-mail',
      },
    ]);
    const rows = await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, id));
    expect(rows).toEqual([]);
  });

  it('a channel the group never uses, or an unknown group: 422', async () => {
    const s = await registerUser(t.app, 'settings.bad@example.com');
    const sms = await put(s, { buyout: { sms: false } }, 'en');
    expect(sms.statusCode).toBe(422);
    expect(sms.json().violations).toEqual([
      { property: 'buyout.sms', message: 'These messages are not sent this way' },
    ]);
    expect((await put(s, { news: { email: false } })).statusCode).toBe(422);
    expect((await put(s, { parcels: { email: 'off' } })).statusCode).toBe(422);
  });

  it('signed out: 401; a cookie session without the CSRF header: 403', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/personal/notification-settings',
          payload: { parcels: { email: false } },
        })
      ).statusCode,
    ).toBe(401);
    const s = await registerUser(t.app, 'settings.csrf@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/personal/notification-settings',
      headers: { cookie: s.cookie },
      payload: { parcels: { email: false } },
    });
    expect(res.statusCode).toBe(403);
  });
});
