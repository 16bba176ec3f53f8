// Two runners on one database (PGlite, or PostgreSQL with DATABASE_URL) with a controllable clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config/index.js';
import { scheduledJobs } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createJobRunner, NOVAPOSHTA_SYNC_JOB } from './index.js';
import { JobRunner } from './runner.js';
import { daily, everyMinutes, nextRunAfter } from './schedule.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clock = (iso: string) => {
  let now = new Date(iso);
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};
const row = async (name: string) =>
  (await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

describe('nextRunAfter', () => {
  it('daily: today at the hour if still ahead, else tomorrow', () => {
    expect(nextRunAfter(daily(3), new Date('2026-05-01T02:59:00Z')).toISOString()).toBe(
      '2026-05-01T03:00:00.000Z',
    );
    expect(nextRunAfter(daily(3), new Date('2026-05-01T03:00:00Z')).toISOString()).toBe(
      '2026-05-02T03:00:00.000Z',
    );
    expect(nextRunAfter(daily(0), new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
  it('every N minutes from now', () => {
    expect(nextRunAfter(everyMinutes(15), new Date('2026-05-01T10:07:00Z')).toISOString()).toBe(
      '2026-05-01T10:22:00.000Z',
    );
  });
});

describe('JobRunner', () => {
  it('runs a due job once even when two instances tick at the same moment, again the next day', async () => {
    const time = clock('2026-05-01T02:00:00Z');
    let runs = 0;
    const job = {
      name: 'count-daily',
      schedule: daily(3),
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const a = new JobRunner({ db: t.db, now: time.now, instanceId: 'a' }).register(job);
    const b = new JobRunner({ db: t.db, now: time.now, instanceId: 'b' }).register(job);
    await Promise.all([a.ensureRows(), b.ensureRows()]);
    expect((await row('count-daily'))?.nextRunAt.toISOString()).toBe('2026-05-01T03:00:00.000Z');

    expect(await Promise.all([a.tick(), b.tick()])).toEqual([[], []]);
    time.advance(60 * 60_000);
    for (let i = 0; i < 5; i += 1) await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);
    const after = await row('count-daily');
    expect(after).toMatchObject({ lockedBy: null, lockedUntil: null, lastError: null, attempts: 0 });
    expect(after?.nextRunAt.toISOString()).toBe('2026-05-02T03:00:00.000Z');

    time.advance(24 * 60 * 60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(2);
  });

  it('records a failure and retries it at the next scheduled time, not before', async () => {
    const time = clock('2026-05-01T10:00:00Z');
    let fail = true;
    let runs = 0;
    const runner = new JobRunner({ db: t.db, now: time.now }).register({
      name: 'flaky',
      schedule: everyMinutes(10),
      run: async () => {
        runs += 1;
        if (fail) throw new Error('upstream is down');
      },
    });
    await runner.ensureRows();
    time.advance(10 * 60_000);
    expect(await runner.tick()).toEqual(['flaky']);
    expect(await row('flaky')).toMatchObject({ lastError: 'upstream is down', attempts: 1, lockedBy: null });
    time.advance(5 * 60_000);
    expect(await runner.tick()).toEqual([]);
    time.advance(5 * 60_000);
    expect(await runner.tick()).toEqual(['flaky']);
    expect((await row('flaky'))?.attempts).toBe(2);
    fail = false;
    time.advance(10 * 60_000);
    await runner.tick();
    expect(await row('flaky')).toMatchObject({ lastError: null, attempts: 0 });
    expect(runs).toBe(3);
  });

  it('takes over a job whose instance died once its claim expires', async () => {
    const time = clock('2026-05-01T10:00:00Z');
    let runs = 0;
    const job = {
      name: 'orphan',
      schedule: everyMinutes(60),
      lockMs: 5 * 60_000,
      run: async () => void (runs += 1),
    };
    const survivor = new JobRunner({ db: t.db, now: time.now, instanceId: 'survivor' }).register(job);
    await survivor.ensureRows();
    time.advance(60 * 60_000);
    // A dead instance claimed it and never finished.
    await t.db
      .update(scheduledJobs)
      .set({ lockedBy: 'dead', lockedUntil: new Date(time.now().getTime() + 5 * 60_000) })
      .where(eq(scheduledJobs.name, 'orphan'));
    expect(await survivor.tick()).toEqual([]);
    time.advance(6 * 60_000);
    expect(await survivor.tick()).toEqual(['orphan']);
    expect(runs).toBe(1);
  });

  it('runs a job flagged runWhenNew at once the first time, then on its schedule', async () => {
    const time = clock('2026-05-01T12:00:00Z');
    let runs = 0;
    const runner = new JobRunner({ db: t.db, now: time.now }).register({
      name: 'first-sync',
      schedule: daily(3),
      runWhenNew: true,
      run: async () => void (runs += 1),
    });
    await runner.ensureRows();
    expect(await runner.tick()).toEqual(['first-sync']);
    expect((await row('first-sync'))?.nextRunAt.toISOString()).toBe('2026-05-02T03:00:00.000Z');
    // A restart does not make it due again.
    await runner.ensureRows();
    expect(await runner.tick()).toEqual([]);
    expect(runs).toBe(1);
  });

  it('registers the Nova Poshta sync only when an API key is set', () => {
    const log = { info: () => {}, error: () => {} };
    const without = loadConfig({}, { NODE_ENV: 'test' });
    expect(createJobRunner(without, t.db, log).jobNames).toEqual([]);
    const withKey = loadConfig(
      {},
      { NODE_ENV: 'test', NOVAPOSHTA_API_KEY: 'key', NOVAPOSHTA_SYNC_HOUR: '4' },
    );
    expect(createJobRunner(withKey, t.db, log).jobNames).toEqual([NOVAPOSHTA_SYNC_JOB]);
    expect(withKey.novaposhta).toEqual({
      apiKey: 'key',
      apiUrl: 'https://api.novaposhta.ua/v2.0/json/',
      syncHour: 4,
    });
  });
});
