// applyShipmentEvent against the test database: the notifications after the commit (alert, e-mail,
// orders#{uid}), none for a refused move, a failing mail provider; audit rows for operators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
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

describe('notifications after the commit (design §5)', () => {
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

    // Registered with locale "en": the e-mail is in English, linking the parcel page under /en.
    const [mail] = await statusMailsOf(t, parcel.id);
    expect(mail).toMatchObject({ to: owner.email, subject: `Parcel ${number}: Dispatched` });
    expect(mail!.meta).toMatchObject({
      kind: 'shipment-status',
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
    expect(channel.received).toEqual([]);
    expect(await statusMailsOf(t, parcel.id)).toEqual([]);
    expect((await alertsOf(t, owner.id)).filter((a) => a.messageKey === 'order-status')).toEqual([]);
  });

  it('a failing mail provider does not undo the move', async () => {
    const owner = await newPerson(t, 'life-mailfail');
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    const errors: unknown[] = [];
    const deps = {
      ...depsOf(t),
      mail: { name: 'broken', send: async () => Promise.reject(new Error('smtp down')) },
      log: { info: () => {}, error: (obj: object) => void errors.push(obj) },
    };
    expect(
      await applyShipmentEvent(deps, { orderId: parcel.id, event: 'dispatch', actor: op() }),
    ).toMatchObject({
      ok: true,
    });
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('dispatched');
    expect(errors).toHaveLength(1);
    const alerts = await alertsOf(t, owner.id);
    expect(alerts.filter((a) => a.messageKey === 'order-status')).toHaveLength(1);
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
