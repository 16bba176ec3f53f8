// Issue 16 item 1: "a dead-letter state visible and retryable in the console". A message whose e-mail
// the provider refused for good (550) is a dead letter; the console lists it with its customer, order
// and last error; an operator sends it again and the app's worker delivers it through the sandbox.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNotificationRetryResult, AdminNotificationsList } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { auditLog, notificationDeliveries, outboxMessages } from '../../../db/schema/index.js';
import { notify } from '../../../notifications/index.js';
import {
  DeliveryError,
  linkTelegram,
  recordingChannels,
  verifyPhone,
  workerOn,
} from '../../../notifications/test-support.js';
import { caller, customer, declaredParcel, staff, type Who } from '../test-helpers.js';
import { maskPhone } from './present.js';

let t: TestApp;
let shopper: Who & { customerCode: string };
let operator: Who;
let admin: Who;
let parcel: { id: string };

/** A worker whose e-mail provider refuses every message for good; Telegram and SMS go through. */
const refusing = () =>
  recordingChannels((channel) => (channel === 'email' ? new DeliveryError('550 no such user', true) : null));

beforeAll(async () => {
  t = await createTestApp();
  shopper = await customer(t, 'dead-letters');
  operator = await staff(t, 'operator');
  admin = await staff(t, 'admin');
  parcel = await declaredParcel(t, shopper.id);
  await linkTelegram(t, shopper.id, '700123456');
  await verifyPhone(t, shopper.id, '+380501234567');
  // Whatever the set-up's requests left for the app's worker is sent before the refusing one runs.
  await t.app.notifications.drain();
  await notify(t.db, {
    userId: shopper.id,
    event: 'parcel.held',
    params: { orderId: parcel.id, number: 'PS-1', state: 'held', reasons: 1 },
    link: `/forwarding/show/${parcel.id}`,
    key: `dead-letters:${parcel.id}`,
  });
  const outcome = await workerOn(t, refusing().channels).drain();
  expect(outcome).toEqual({ sent: 2, failed: 0, dead: 1 });
});
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}, who: Who = operator) => {
  const res = await caller(t)(who, 'GET', `/admin/notifications?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminNotificationsList;
};

const mine = (body: AdminNotificationsList) => body.items.filter((i) => i.customer.id === shopper.id);

describe('GET /admin/notifications', () => {
  it('opens on the dead letters: the event, recipient, attempts, last error, customer and parcel', async () => {
    const body = await list({ query: shopper.email });
    expect(body.counts.dead).toBeGreaterThanOrEqual(1);
    expect(body.deadByChannel.email).toBeGreaterThanOrEqual(1);
    expect(body).toMatchObject({ page: 1, countPerPage: 50, total: 1 });
    const [dead] = body.items;
    expect(dead).toMatchObject({
      event: 'parcel.held',
      channel: 'email',
      recipient: shopper.email,
      status: 'dead',
      attempts: 1,
      lastError: '550 no such user',
      nextAttemptAt: null,
      sentAt: null,
      customer: { id: shopper.id, email: shopper.email, customerCode: shopper.customerCode },
      order: { kind: 'parcel', id: parcel.id },
    });
    expect(dead!.order!.number).toMatch(/^PS-\d{6}$/);
  });

  it('sent ones with the time; a phone masked to its last 4 digits, a Telegram chat as it is', async () => {
    const sent = mine(await list({ status: 'sent', query: shopper.customerCode.toLowerCase() }));
    const by = (channel: string) => sent.find((i) => i.channel === channel);
    expect(by('sms')).toMatchObject({ recipient: '+••••••••4567', status: 'sent', attempts: 1 });
    expect(by('telegram')).toMatchObject({ recipient: '700123456', status: 'sent' });
    expect(by('sms')!.sentAt).not.toBeNull();
    expect(maskPhone('380 50 123 45 67')).toBe('••• •• ••• 45 67');
    expect(maskPhone('12')).toBe('12');
  });

  it('filters by channel and by the recipient or delivery id; a search with LIKE signs matches itself', async () => {
    expect((await list({ channel: 'telegram', query: shopper.email })).total).toBe(0);
    expect((await list({ channel: 'email', query: shopper.email })).total).toBe(1);
    const [dead] = (await list({ query: shopper.email })).items;
    expect((await list({ query: dead!.id })).items.map((i) => i.id)).toEqual([dead!.id]);
    expect((await list({ status: 'sent', query: '700123456' })).total).toBe(1);
    expect((await list({ query: '100%_' })).total).toBe(0);
  });

  it('refuses an unknown status or channel and a page below 1 (422)', async () => {
    const call = (query: string) => caller(t)(operator, 'GET', `/admin/notifications?${query}`);
    expect((await call('status=lost')).statusCode).toBe(422);
    expect((await call('channel=pigeon')).statusCode).toBe(422);
    expect((await call('page=0')).statusCode).toBe(422);
  });

  it('is for operators and admins: 401 without a session, 403 for a customer', async () => {
    expect((await caller(t)(null, 'GET', '/admin/notifications')).statusCode).toBe(401);
    expect((await caller(t)(shopper, 'GET', '/admin/notifications')).statusCode).toBe(403);
    expect((await list({}, admin)).counts.dead).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /admin/notifications/:deliveryId/retry', () => {
  it('puts a dead letter back, audits it, and the app worker sends it through the sandbox', async () => {
    const [dead] = (await list({ query: shopper.email })).items;
    const res = await caller(t)(operator, 'POST', `/admin/notifications/${dead!.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    const { delivery } = res.json() as AdminNotificationRetryResult;
    // The last error stays until the next attempt says otherwise.
    expect(delivery).toMatchObject({ id: dead!.id, status: 'pending', attempts: 0 });
    expect(delivery.lastError).toBe('550 no such user');

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, dead!.id));
    expect(audit).toMatchObject({
      actorUserId: operator.id,
      action: 'notification.retry',
      entityType: 'notification_delivery',
      before: { status: 'dead', attempts: 1, lastError: '550 no such user' },
      after: { status: 'pending', attempts: 0 },
    });

    await t.app.notifications.drain();
    const [sent] = (await list({ status: 'sent', channel: 'email', query: dead!.id })).items;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, shopper.email));
    expect(mail.filter((m) => m.meta.deliveryId === dead!.id)).toHaveLength(1);
    expect((await list({ query: shopper.email })).total).toBe(0);
  });

  it('a sent one is 409; an unknown or malformed id 404; in the request language', async () => {
    const [sent] = (await list({ status: 'sent', channel: 'telegram', query: shopper.email })).items;
    const again = await caller(t)(
      operator,
      'POST',
      `/admin/notifications/${sent!.id}/retry`,
      undefined,
      'uk',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errorDescription: 'Це повідомлення вже надіслано: надсилати його знову не потрібно',
    });
    const unknown = `/admin/notifications/${randomUUID()}/retry`;
    expect((await caller(t)(operator, 'POST', unknown)).statusCode).toBe(404);
    expect((await caller(t)(operator, 'POST', '/admin/notifications/nonsense/retry')).statusCode).toBe(404);
    expect((await caller(t)(shopper, 'POST', unknown)).statusCode).toBe(403);
    expect((await caller(t)(null, 'POST', unknown)).statusCode).toBe(401);
  });
});

describe('POST /admin/notifications/retry-dead', () => {
  it("sends every dead letter of one channel again (a provider's outage), audited with the count", async () => {
    const other = await customer(t, 'dead-letters-outage');
    await linkTelegram(t, other.id, '700654321');
    await t.app.notifications.drain();
    for (const n of [1, 2])
      await notify(t.db, {
        userId: other.id,
        event: 'parcel.state',
        params: {},
        key: `outage:${other.id}:${n}`,
      });
    // The e-mail provider refuses both for good; Telegram takes them.
    await workerOn(t, refusing().channels).drain();
    const dead = await list({ query: other.email });
    expect(dead.items.map((i) => i.channel)).toEqual(['email', 'email']);
    const before = dead.deadByChannel.email;

    const res = await caller(t)(operator, 'POST', '/admin/notifications/retry-dead', { channel: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ retried: before });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'notification.retry_dead'));
    expect(audits).toEqual([
      expect.objectContaining({
        actorUserId: operator.id,
        entityType: 'notification_channel',
        entityId: 'email',
        after: { status: 'pending', count: before },
      }),
    ]);
    await t.app.notifications.drain();
    const after = await list({ query: other.email });
    expect(after.counts.dead).toBe(0);
    // Both parcel e-mails went out (beside the account's own, e.g. the address confirmation).
    const sent = (await list({ status: 'sent', channel: 'email', query: other.email })).items;
    expect(sent.filter((i) => i.event === 'parcel.state')).toHaveLength(2);

    // Nothing dead: nothing changes and nothing is audited.
    expect(
      (await caller(t)(operator, 'POST', '/admin/notifications/retry-dead', { channel: 'sms' })).json(),
    ).toEqual({ retried: 0 });
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'notification.retry_dead')),
    ).toHaveLength(1);
    const bad = await caller(t)(operator, 'POST', '/admin/notifications/retry-dead', { channel: 'fax' });
    expect(bad.statusCode).toBe(422);
    expect(
      (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.status, 'dead')))
        .length,
    ).toBe(0);
  });
});
