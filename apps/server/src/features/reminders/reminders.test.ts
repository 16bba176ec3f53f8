// Issue 16 reminders with a moving clock: 3 days and 1 day before a parcel is disposed of, dispatched
// or released from its pause, every 3 days while held; written once per cause however often (and on
// however many nodes) the job runs; none for a parcel that left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber, LOCALE_TAGS, type ShipmentState } from '@posylka/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxFor, registerUser } from '../../../test/http.js';
import { loadConfig } from '../../config/index.js';
import { notifications, orders, users, type NewOrderRow } from '../../db/schema/index.js';
import { createJobRunner, PARCEL_REMINDERS_JOB } from '../../jobs/index.js';
import { runParcelReminders } from './job.js';

let t: TestApp;
let owner: { id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  const email = 'reminders@example.com';
  await registerUser(t.app, email, 'parcel-2026-ok', 'en');
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  owner = { id: row!.id, email };
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
// Each case on its own stretch of time, so the other cases' parcels are long past their deadlines.
let era = Date.parse('2031-01-01T10:00:00Z');
const nextEra = () => new Date((era += 400 * DAY));
const log = { info: () => {}, error: () => {} };

function clock(start: Date) {
  let now = start;
  return {
    now: () => now,
    set: (at: Date) => (now = at),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

/** A forwarded parcel of the owner in `state` since `start` (the reminders read only its dates). */
async function parcel(state: ShipmentState, start: Date, values: Partial<NewOrderRow> = {}) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: owner.id,
      type: 'forwarding',
      countryCode: 'US',
      companyName: 'Amazon',
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      shipmentState: state,
      stateChangedAt: start,
      ...values,
    })
    .returning();
  return row!;
}

async function remindersOf(orderId: string) {
  const rows = await t.db
    .select({ event: notifications.event, params: notifications.params, key: notifications.idempotencyKey })
    .from(notifications)
    .orderBy(asc(notifications.createdAt));
  return rows.filter((r) => r.event.startsWith('reminder.') && r.params.orderId === orderId);
}

describe('storage reminders (issue 16): 3 days and 1 day before the timer', () => {
  it.each([
    ['unregistered', 30, 'disposal'],
    ['restricted', 30, 'disposal'],
    ['paused', 14, 'release'],
  ] as const)(
    '%s (timer after %i days, %s): 3 days and 1 day before, none between or after',
    async (state, term, kind) => {
      const start = nextEra();
      const time = clock(start);
      const order = await parcel(state, start, state === 'paused' ? { isBlocked: true } : {});
      const run = () => runParcelReminders({ db: t.db, now: time.now, log });

      time.set(new Date(start.getTime() + (term - 3) * DAY - 1));
      await run();
      expect(await remindersOf(order.id)).toEqual([]);

      time.advance(1);
      await run();
      // The job runs again half an hour later, and twice at the same moment: still one message.
      await Promise.all([run(), run()]);
      time.advance(HOUR / 2);
      await run();
      const deadline = new Date(start.getTime() + term * DAY).toISOString().slice(0, 10);
      const number = formatOrderNumber(order.number);
      expect(await remindersOf(order.id)).toEqual([
        {
          event: 'reminder.storage',
          params: { orderId: order.id, number, kind, date: deadline, days: 3 },
          key: `reminder.storage:${order.id}:${kind}:${deadline}:3`,
        },
      ]);

      time.set(new Date(start.getTime() + (term - 1) * DAY - 1));
      await run();
      expect(await remindersOf(order.id)).toHaveLength(1);
      time.advance(1);
      await run();
      expect((await remindersOf(order.id)).map((r) => r.params.days)).toEqual([3, 1]);

      time.set(new Date(start.getTime() + term * DAY));
      await run();
      expect(await remindersOf(order.id)).toHaveLength(2);
    },
  );

  it('auto-dispatch: counted from the receipt; the e-mail says what happens and when', async () => {
    const start = nextEra();
    const time = clock(start);
    const order = await parcel('at_warehouse', new Date(start.getTime() + 5 * DAY), { receivedAt: start });
    time.set(new Date(start.getTime() + 11 * DAY));
    await runParcelReminders({ db: t.db, now: time.now, log });
    expect((await remindersOf(order.id)).map((r) => r.params)).toMatchObject([{ kind: 'dispatch', days: 3 }]);
    await t.app.notifications.drain();
    const mail = (await outboxFor(t.app, owner.email)).find(
      (m) => m.meta.kind === 'reminder.storage' && m.meta.orderId === order.id,
    );
    const date = new Intl.DateTimeFormat(LOCALE_TAGS.en, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Kyiv',
    }).format(new Date(start.getTime() + 14 * DAY));
    expect(mail?.subject).toBe(`Reminder: parcel ${formatOrderNumber(order.number)}`);
    expect(mail?.text).toContain(`will be dispatched automatically on ${date} (3 days left)`);
    expect(mail?.text).toContain('(3 days left)');
  });

  it('a parcel asked to leave now, or one that left, gets no reminder', async () => {
    const start = nextEra();
    const time = clock(new Date(start.getTime() + 11 * DAY));
    const asked = await parcel('at_warehouse', start, { receivedAt: start, dispatchRequestedAt: start });
    const left = await parcel('dispatched', start, { receivedAt: start });
    const disposed = await parcel('disposed', new Date(start.getTime() - 16 * DAY));
    await runParcelReminders({ db: t.db, now: time.now, log });
    for (const o of [asked, left, disposed]) expect(await remindersOf(o.id)).toEqual([]);
  });
});

describe('documents reminder (issue 16): every 3 days while held', () => {
  it('none before 3 days, then one per 3-day period; a later hold starts afresh', async () => {
    const start = nextEra();
    const time = clock(start);
    const order = await parcel('held', start);
    const run = () => runParcelReminders({ db: t.db, now: time.now, log });
    time.set(new Date(start.getTime() + 3 * DAY - 1));
    await run();
    expect(await remindersOf(order.id)).toEqual([]);
    time.advance(1);
    await run();
    time.advance(2 * DAY);
    await run();
    expect((await remindersOf(order.id)).map((r) => r.key)).toEqual([
      `reminder.documents:${order.id}:${start.toISOString()}:1`,
    ]);
    time.set(new Date(start.getTime() + 6 * DAY));
    await run();
    expect(await remindersOf(order.id)).toHaveLength(2);

    // Off the hold and held again: its first 3 days pass quietly, then period 1 of the new hold.
    const again = new Date(start.getTime() + 10 * DAY);
    await t.db.update(orders).set({ stateChangedAt: again }).where(eq(orders.id, order.id));
    time.set(new Date(again.getTime() + 3 * DAY));
    await run();
    expect((await remindersOf(order.id)).map((r) => r.key).at(-1)).toBe(
      `reminder.documents:${order.id}:${again.toISOString()}:1`,
    );
    await t.app.notifications.drain();
    const mails = (await outboxFor(t.app, owner.email)).filter(
      (m) => m.meta.kind === 'reminder.documents' && m.meta.orderId === order.id,
    );
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toBe(
      `Parcel ${formatOrderNumber(order.number)} is still waiting for documents`,
    );
  });
});

describe('the parcel-reminders job', () => {
  it('is registered every 30 minutes and writes once when two nodes tick together', async () => {
    const config = loadConfig({}, { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    const start = nextEra();
    const time = clock(start);
    const services = { realtime: t.app.realtime, now: time.now };
    const a = createJobRunner(config, t.db, log, services);
    const b = createJobRunner(config, t.db, log, services);
    expect(a.jobNames).toContain(PARCEL_REMINDERS_JOB);
    await Promise.all([a.ensureRows(), b.ensureRows()]);
    const order = await parcel('unregistered', start);
    time.set(new Date(start.getTime() + 27 * DAY));
    const ran = (await Promise.all([a.tick(), b.tick()])).flat();
    expect(ran.filter((name) => name === PARCEL_REMINDERS_JOB)).toEqual([PARCEL_REMINDERS_JOB]);
    expect(await remindersOf(order.id)).toHaveLength(1);
  });
});
