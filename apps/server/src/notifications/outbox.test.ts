// Issue 16 item 1: "every customer-facing event is written in the same transaction as the change that
// causes it … A worker delivers it at least once, with retries and exponential backoff, a dead-letter
// state … and idempotency keys so a retry never sends twice to the customer. … Several app nodes
// deliver each message once." Runs on PGlite and, in CI's PostgreSQL stage, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { notificationSettings } from '../db/schema/index.js';
import { notify } from './enqueue.js';
import {
  customer,
  deliveriesOf,
  DeliveryError,
  linkTelegram,
  recordingChannels,
  verifyPhone,
  workerOn,
} from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // These tests deliver with workers of their own (recording channels, a clock): the app's worker,
  // kicked after every write request, would take rows from under them. On PostgreSQL it runs
  // alongside the test and did (a row claimed by it was skipped by the test's drain).
  await t.app.notifications.stop();
});
afterAll(() => t.close());

// A moved clock. Rows are written with the database's now(), which keeps microseconds; the JS clock
// keeps milliseconds, so a clock moved by 0 could read a row written in this millisecond as not yet
// due. It starts one millisecond ahead.
const at = (ms: number) => () => new Date(Date.now() + ms + 1);

describe('written with the change', () => {
  it('a rolled back transaction leaves no message; a committed one leaves it; the same key twice, one', async () => {
    const c = await customer(t, 'outbox-tx');
    await t.db
      .transaction(async (tx) => {
        await notify(tx as never, {
          userId: c.id,
          event: 'parcel.state',
          params: { number: 'PS-1' },
          key: `tx:${c.id}:a`,
        });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await deliveriesOf(t, c.id)).toEqual([]);

    await t.db.transaction(async (tx) => {
      await notify(tx as never, {
        userId: c.id,
        event: 'parcel.state',
        params: { number: 'PS-1' },
        key: `tx:${c.id}:b`,
      });
    });
    const again = await notify(t.db, { userId: c.id, event: 'parcel.state', key: `tx:${c.id}:b` });
    expect(again.notificationId).toBeNull();
    expect((await deliveriesOf(t, c.id)).map((d) => [d.event, d.channel, d.recipient])).toEqual([
      ['parcel.state', 'email', c.email],
    ]);
  });

  it('channels: e-mail, Telegram when linked, SMS only for a hold or the waybill to a verified phone', async () => {
    const c = await customer(t, 'outbox-channels');
    await linkTelegram(t, c.id, `chat-${c.id}`);
    await verifyPhone(t, c.id, '380501234567');
    await notify(t.db, {
      userId: c.id,
      event: 'parcel.state',
      params: { number: 'PS-2' },
      key: `ch:${c.id}:1`,
    });
    await notify(t.db, {
      userId: c.id,
      event: 'parcel.held',
      params: { number: 'PS-2' },
      key: `ch:${c.id}:2`,
    });
    await notify(t.db, {
      userId: c.id,
      event: 'account.password_reset',
      link: 'http://x/reset',
      key: `ch:${c.id}:3`,
    });
    const rows = await deliveriesOf(t, c.id);
    const of = (event: string) =>
      rows
        .filter((r) => r.event === event)
        .map((r) => r.channel)
        .sort();
    expect(of('parcel.state')).toEqual(['email', 'telegram']);
    expect(of('parcel.held')).toEqual(['email', 'sms', 'telegram']);
    // A reset link goes only to the mailbox.
    expect(of('account.password_reset')).toEqual(['email']);
  });

  it('a group turned off sends nothing on that channel; money e-mail cannot be turned off', async () => {
    const c = await customer(t, 'outbox-settings');
    await t.db.insert(notificationSettings).values([
      { userId: c.id, group: 'parcels', channel: 'email', enabled: false },
      { userId: c.id, group: 'money', channel: 'email', enabled: false },
    ]);
    await notify(t.db, { userId: c.id, event: 'parcel.state', key: `set:${c.id}:1` });
    await notify(t.db, { userId: c.id, event: 'money.refund', key: `set:${c.id}:2` });
    const rows = await deliveriesOf(t, c.id);
    expect(rows.map((r) => [r.event, r.channel])).toEqual([['money.refund', 'email']]);
  });
});

describe('the worker', () => {
  it('delivers in the customer’s language with the idempotency key and marks it sent', async () => {
    const c = await customer(t, 'outbox-deliver', 'ro');
    await notify(t.db, {
      userId: c.id,
      event: 'parcel.state',
      params: { number: 'PS-000042', state: 'received' },
      link: '/forwarding/show/x',
      key: `deliver:${c.id}`,
    });
    const { channels, sent } = recordingChannels();
    await workerOn(t, channels).drain();
    const mine = sent.filter((s) => s.to === c.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Coletul PS-000042: Primit' });
    expect(mine[0]!.text).toContain('http://localhost:3000/ro/forwarding/show/x');
    const [row] = await deliveriesOf(t, c.id);
    expect(mine[0]!.key).toBe(row!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a message is due the moment it is committed: the database’s clock decides, not the node’s', async () => {
    // The kick after a commit claims at once. Rows carry the database's now() in microseconds; a
    // worker reading its own millisecond clock missed rows written in the same millisecond (and every
    // row, on a node whose clock runs behind the database's), leaving them to the next poll.
    const c = await customer(t, 'outbox-due');
    const worker = workerOn(t, recordingChannels().channels, { nodeId: 'kick' });
    for (let i = 0; i < 20; i++) {
      await notify(t.db, { userId: c.id, event: 'parcel.state', key: `due:${c.id}:${i}` });
      const claimed = await worker.claim();
      expect(claimed.filter((r) => r.recipient === c.email)).toHaveLength(1);
    }
  });

  it('retries a temporary failure with backoff (30 s, then 60 s) and sends once it works', async () => {
    const c = await customer(t, 'outbox-retry');
    await notify(t.db, {
      userId: c.id,
      event: 'buyout.bought',
      params: { number: 'BY-1' },
      key: `retry:${c.id}`,
    });
    const { channels, sent } = recordingChannels((_ch, n) =>
      n <= 2 ? new Error('connection refused') : null,
    );
    const start = Date.now();
    expect(await workerOn(t, channels).drain()).toMatchObject({ failed: 1 });
    let [row] = await deliveriesOf(t, c.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(29_000);
    // Not due yet: nothing is tried.
    expect(await workerOn(t, channels, { now: at(10_000) }).drain()).toMatchObject({ failed: 0, sent: 0 });
    expect(await workerOn(t, channels, { now: at(31_000) }).drain()).toMatchObject({ failed: 1 });
    [row] = await deliveriesOf(t, c.id);
    expect(row!.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(31_000 + 59_000);
    expect(await workerOn(t, channels, { now: at(95_000) }).drain()).toMatchObject({ sent: 1 });
    expect(sent.filter((s) => s.to === c.email)).toHaveLength(1);
  });

  it('a permanent refusal is a dead letter at once; a provider’s Retry-After is honoured', async () => {
    const c = await customer(t, 'outbox-dead');
    await linkTelegram(t, c.id, `chat-${c.id}`);
    await notify(t.db, {
      userId: c.id,
      event: 'buyout.arrived',
      params: { number: 'BY-2' },
      key: `dead:${c.id}`,
    });
    const { channels } = recordingChannels((channel) =>
      channel === 'email'
        ? new DeliveryError('550 mailbox unavailable', true)
        : new DeliveryError('429 too many requests', false, 600_000),
    );
    const start = Date.now();
    await workerOn(t, channels).drain();
    const rows = await deliveriesOf(t, c.id);
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({
      status: 'dead',
      lastError: '550 mailbox unavailable',
    });
    const telegram = rows.find((r) => r.channel === 'telegram')!;
    expect(telegram.status).toBe('pending');
    expect(telegram.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(599_000);
  });

  it('gives up after 8 attempts and leaves a dead letter', async () => {
    const c = await customer(t, 'outbox-eight');
    await notify(t.db, {
      userId: c.id,
      event: 'buyout.overdue',
      params: { number: 'BY-3' },
      key: `eight:${c.id}`,
    });
    const { channels } = recordingChannels(() => new Error('timeout'));
    for (let i = 0; i < 8; i++) await workerOn(t, channels, { now: at(i * 7 * 60 * 60_000) }).drain();
    const [row] = await deliveriesOf(t, c.id);
    expect(row).toMatchObject({ status: 'dead', attempts: 8, lastError: 'timeout' });
  });

  it('two nodes draining at once deliver every message exactly once', async () => {
    const c = await customer(t, 'outbox-nodes');
    for (let i = 0; i < 40; i++)
      await notify(t.db, {
        userId: c.id,
        event: 'parcel.state',
        params: { number: `PS-${i}` },
        key: `nodes:${c.id}:${i}`,
      });
    const { channels, sent } = recordingChannels();
    const a = workerOn(t, channels, { nodeId: 'node-a' });
    const b = workerOn(t, channels, { nodeId: 'node-b' });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const mine = sent.filter((s) => s.to === c.email);
    expect(mine).toHaveLength(40);
    expect(new Set(mine.map((s) => s.key)).size).toBe(40);
    expect((await deliveriesOf(t, c.id)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('a node that claimed and died: its rows are taken over once the claim expires, and sent once', async () => {
    const c = await customer(t, 'outbox-crash');
    await notify(t.db, {
      userId: c.id,
      event: 'money.refund',
      params: { number: 'BY-4' },
      key: `crash:${c.id}`,
    });
    const { channels, sent } = recordingChannels();
    const dying = workerOn(t, channels, { nodeId: 'dying', lockMs: 60_000 });
    const claimed = await dying.claim(); // …and the process is gone before it sends.
    expect(claimed.some((r) => r.recipient === c.email)).toBe(true);
    const other = workerOn(t, channels, { nodeId: 'survivor' });
    await other.drain();
    expect(sent.filter((s) => s.to === c.email)).toEqual([]);
    await workerOn(t, channels, { nodeId: 'survivor', now: at(61_000) }).drain();
    expect(sent.filter((s) => s.to === c.email)).toHaveLength(1);
    const [row] = await deliveriesOf(t, c.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
