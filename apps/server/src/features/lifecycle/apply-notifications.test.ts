// applyShipmentEvent against the test database: the alert and the outbox message written with the
// move (issue 16), delivered by the worker; the orders#{uid} push after the commit; none for a refused
// move; a failing mail provider retries without touching the move; audit rows for operators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { NotificationWorker } from '../../notifications/index.js';
import { applyShipmentEvent } from './apply.js';
import {
  alertsOf,
  auditOf,
  clock,
  depsOf,
  insertParcel,
  listen,
  newPerson,
  orderRow,
  statusMailsOf,
  timelineOf,
  type Person,
} from './test-helpers.js';

let t: TestApp;
let customer: Person;
let operator: Person;
beforeAll(async () => {
  t = await createTestApp();
  customer = await newPerson(t, 'life-customer');
  operator = await newPerson(t, 'life-operator', 'operator');
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });
const me = () => ({ kind: 'customer' as const, userId: customer.id });
const timer = { kind: 'timer' as const, userId: null };

describe('notifications of a move (design §5, issue 16)', () => {
  it('an alert, an e-mail in the customer’s language and a message on orders#{uid}', async () => {
    const owner = await newPerson(t, 'life-notify');
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    const channel = await listen(t, owner.id);
    const time = clock('2026-05-10T08:00:00Z');
    await applyShipmentEvent(depsOf(t, time.now), { orderId: parcel.id, event: 'dispatch', actor: op() });
    await channel.stop();

    const number = `PS-${String(parcel.number).padStart(6, '0')}`;
    const [alert] = await alertsOf(t, owner.id);
    expect(alert).toMatchObject({
      messageKey: 'order-status',
      params: { number, state: 'dispatched' },
      link: `/forwarding/show/${parcel.id}`,
    });
    const worded = await t.app.inject({
      method: 'GET',
      url: '/api/personal/alert-messages',
      headers: { authorization: `Bearer ${owner.token}`, 'x-locale': 'uk' },
    });
    expect(worded.json()[0]).toMatchObject({ title: `Посилка ${number}: Відправлено зі складу` });

    // Registered with locale "en": the e-mail is in English, linking the parcel page under /en. It is
    // in the outbox with the move and leaves when the worker runs (kicked after the commit).
    await t.app.notifications.drain();
    const [mail] = await statusMailsOf(t, parcel.id);
    expect(mail).toMatchObject({ to: owner.email, subject: `Parcel ${number}: Dispatched` });
    expect(mail!.meta).toMatchObject({
      kind: 'parcel.state',
      state: 'dispatched',
      link: `http://localhost:3000/en/forwarding/show/${parcel.id}`,
    });
    expect(channel.received).toEqual([
      { orderId: parcel.id, state: 'dispatched', at: '2026-05-10T08:00:00.000Z' },
    ]);
  });

  it('a refused move notifies nobody', async () => {
    const owner = await newPerson(t, 'life-quiet');
    const parcel = await insertParcel(t, owner, 'declared');
    const channel = await listen(t, owner.id);
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'dispatch', actor: op() });
    await channel.stop();
    await t.app.notifications.drain();
    expect(channel.received).toEqual([]);
    expect(await statusMailsOf(t, parcel.id)).toEqual([]);
    expect((await alertsOf(t, owner.id)).filter((a) => a.messageKey === 'order-status')).toEqual([]);
  });

  it('a failing mail provider does not undo the move: the e-mail waits in the outbox and retries', async () => {
    const owner = await newPerson(t, 'life-mailfail');
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    // No kick: the app's own worker must not send it before the broken one tries.
    const { notifications: _kicked, ...quiet } = depsOf(t);
    expect(
      await applyShipmentEvent(quiet, { orderId: parcel.id, event: 'dispatch', actor: op() }),
    ).toMatchObject({ ok: true });
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('dispatched');
    const alerts = await alertsOf(t, owner.id);
    expect(alerts.filter((a) => a.messageKey === 'order-status')).toHaveLength(1);

    const broken = new NotificationWorker({
      db: t.db,
      channels: {
        email: { name: 'broken', send: async () => Promise.reject(new Error('smtp down')) },
        telegram: t.app.notifications.channelsForTests().telegram,
        sms: t.app.notifications.channelsForTests().sms,
      },
      publicUrl: 'http://localhost:3000',
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    expect(await broken.drain()).toMatchObject({ sent: 0, failed: 1 });
    expect(await statusMailsOf(t, parcel.id)).toEqual([]);
    // The retry is due 30 s later; a working node sends it then.
    const later = new NotificationWorker({
      db: t.db,
      channels: t.app.notifications.channelsForTests(),
      publicUrl: 'http://localhost:3000',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      now: () => new Date(Date.now() + 31_000),
    });
    expect(await later.drain()).toMatchObject({ sent: 1 });
    expect(await statusMailsOf(t, parcel.id)).toHaveLength(1);
  });
});

describe('audit only for operators', () => {
  it('customer and timer moves leave the timeline but no audit row', async () => {
    const parcel = await insertParcel(t, customer, 'at_warehouse');
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'pause', actor: me() });
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'release', actor: timer });
    expect((await timelineOf(t, parcel.id)).map((e) => [e.event, e.actor])).toEqual([
      ['pause', 'customer'],
      ['release', 'timer'],
    ]);
    expect(await auditOf(t, parcel.id)).toEqual([]);
  });
});
