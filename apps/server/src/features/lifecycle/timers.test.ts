// The storage timers with a controllable clock (SPEC §9 "Storage: unregistered 30 days, disposed day
// 31; delayed 14 days, released day 15; auto-dispatch after 14 calendar days"; issue 5 "paused
// parcels released automatically on day 15 ... restricted goods disposed after 30 days"): nothing
// happens 1 ms before the due time, the timer event is applied at it, once, by the timer actor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentState } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config/index.js';
import { consolidations } from '../../db/schema/index.js';
import { createJobRunner, NOVAPOSHTA_SYNC_JOB } from '../../jobs/index.js';
import { runShipmentTimers, SHIPMENT_TIMERS_JOB } from './timers.js';
import {
  clock,
  depsOf,
  insertParcel,
  newPerson,
  orderRow,
  statusMailsOf,
  timelineOf,
  type Person,
} from './test-helpers.js';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newPerson(t, 'timers');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
// Each case runs on its own stretch of time so the parcels of other cases are long settled by then.
let era = Date.parse('2030-01-01T00:00:00Z');
const nextEra = () => new Date((era += 400 * DAY));

type Case = {
  name: string;
  state: ShipmentState;
  /** Days from the clock's start (entering the state, or the receipt) to the timer. */
  days: number;
  countsFrom: 'stateChangedAt' | 'receivedAt';
  to: ShipmentState;
  event: string;
};

const CASES: Case[] = [
  {
    name: 'unregistered: disposed on day 31',
    state: 'unregistered',
    days: 30,
    countsFrom: 'stateChangedAt',
    to: 'disposed',
    event: 'dispose',
  },
  {
    name: 'paused: released on day 15',
    state: 'paused',
    days: 14,
    countsFrom: 'stateChangedAt',
    to: 'at_warehouse',
    event: 'release',
  },
  {
    name: 'delayed: released on day 15',
    state: 'delayed',
    days: 14,
    countsFrom: 'stateChangedAt',
    to: 'at_warehouse',
    event: 'unblock',
  },
  {
    name: 'at the warehouse: auto-dispatch 14 days after receipt',
    state: 'at_warehouse',
    days: 14,
    countsFrom: 'receivedAt',
    to: 'dispatched',
    event: 'dispatch',
  },
  {
    name: 'restricted: disposed after 30 days',
    state: 'restricted',
    days: 30,
    countsFrom: 'stateChangedAt',
    to: 'disposed',
    event: 'dispose',
  },
];

describe('runShipmentTimers', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const start = nextEra();
      const due = new Date(start.getTime() + c.days * DAY);
      // Auto-dispatch counts from the receipt even when the parcel entered its state later (a release).
      const values =
        c.countsFrom === 'receivedAt'
          ? { receivedAt: start, stateChangedAt: new Date(start.getTime() + 5 * DAY) }
          : { stateChangedAt: start, receivedAt: new Date(start.getTime() - DAY) };
      const parcel = await insertParcel(t, owner, c.state, {
        ...values,
        ...(c.state === 'unregistered' ? { isCreatedByWarehouse: true } : {}),
        isBlocked: c.state === 'paused' || c.state === 'delayed',
      });
      const time = clock(new Date(due.getTime() - 1).toISOString());
      await runShipmentTimers(depsOf(t, time.now));
      expect((await orderRow(t, parcel.id)).shipmentState).toBe(c.state);

      time.set(due);
      await runShipmentTimers(depsOf(t, time.now));
      const row = await orderRow(t, parcel.id);
      expect(row.shipmentState).toBe(c.to);
      expect(row.stateChangedAt.toISOString()).toBe(due.toISOString());
      expect(row.isBlocked).toBe(false);
      expect(await timelineOf(t, parcel.id)).toEqual([
        expect.objectContaining({
          fromState: c.state,
          toState: c.to,
          event: c.event,
          actor: 'timer',
          actorUserId: null,
        }),
      ]);
      // The customer hears of it like of any other change.
      await t.app.notifications.drain();
      expect((await statusMailsOf(t, parcel.id))[0]?.meta).toMatchObject({ state: c.to });

      // The next tick: a released parcel is long past its 14 days since receipt and leaves with the
      // auto-dispatch (one timer step per run, so both steps are visible); others have nothing left.
      time.advance(5 * 60_000);
      await runShipmentTimers(depsOf(t, time.now));
      const events = (await timelineOf(t, parcel.id)).map((e) => e.event);
      expect(events).toEqual(c.to === 'at_warehouse' ? [c.event, 'dispatch'] : [c.event]);
    });
  }

  it('a consolidation leaves 14 days after its first parcel’s receipt, all parcels together', async () => {
    const start = nextEra();
    const [consolidation] = await t.db
      .insert(consolidations)
      .values({ userId: owner.id, countryCode: 'US' })
      .returning();
    const first = await insertParcel(t, owner, 'consolidated', {
      receivedAt: start,
      stateChangedAt: new Date(start.getTime() + 3 * DAY),
      consolidationId: consolidation!.id,
    });
    const second = await insertParcel(t, owner, 'consolidated', {
      receivedAt: new Date(start.getTime() + 2 * DAY),
      stateChangedAt: new Date(start.getTime() + 3 * DAY),
      consolidationId: consolidation!.id,
    });
    await runShipmentTimers(depsOf(t, () => new Date(start.getTime() + 14 * DAY)));
    expect((await orderRow(t, first.id)).shipmentState).toBe('dispatched');
    expect((await orderRow(t, second.id)).shipmentState).toBe('dispatched');
  });

  it('works through a backlog larger than one batch', async () => {
    const start = nextEra();
    const parcels = [];
    for (let i = 0; i < 5; i += 1)
      parcels.push(
        await insertParcel(t, owner, 'delayed', { stateChangedAt: new Date(start.getTime() + i * 1000) }),
      );
    const result = await runShipmentTimers(
      depsOf(t, () => new Date(start.getTime() + 15 * DAY)),
      {
        batchSize: 2,
      },
    );
    expect(result.applied).toBe(5);
    for (const parcel of parcels) expect((await orderRow(t, parcel.id)).shipmentState).toBe('at_warehouse');
  });
});

describe('the shipment-timers job', () => {
  it('is registered with the app’s services, every 5 minutes, and runs once across two instances', async () => {
    const config = loadConfig({}, { NODE_ENV: 'test' });
    const log = { info: () => {}, error: () => {} };
    expect(createJobRunner(config, t.db, log).jobNames).toEqual([]);

    const start = nextEra();
    const time = clock(start.toISOString());
    const services = { realtime: t.app.realtime, now: time.now };
    const a = createJobRunner(config, t.db, log, services);
    const b = createJobRunner(config, t.db, log, services);
    expect(a.jobNames).toContain(SHIPMENT_TIMERS_JOB);
    expect(a.jobNames).not.toContain(NOVAPOSHTA_SYNC_JOB);
    // Other jobs of the app (the daily reconciliation, the buy-outs' 72 hours) tick alongside; only this
    // one is counted here.
    const timersRan = (ran: string[][]) => ran.flat().filter((name) => name === SHIPMENT_TIMERS_JOB);
    await Promise.all([a.ensureRows(), b.ensureRows()]);
    // runWhenNew: the first tick of a new installation runs it at once, on one instance only.
    const first = await Promise.all([a.tick(), b.tick()]);
    expect(timersRan(first)).toEqual([SHIPMENT_TIMERS_JOB]);

    const parcel = await insertParcel(t, owner, 'paused', { stateChangedAt: start, isBlocked: true });
    time.advance(14 * DAY);
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(timersRan(ran)).toEqual([SHIPMENT_TIMERS_JOB]);
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('at_warehouse');
    // Not due again until 5 minutes later.
    time.advance(4 * 60_000);
    expect(timersRan(await Promise.all([a.tick(), b.tick()]))).toEqual([]);
    time.advance(60_000);
    expect(timersRan(await Promise.all([a.tick(), b.tick()]))).toEqual([SHIPMENT_TIMERS_JOB]);
  });
});
