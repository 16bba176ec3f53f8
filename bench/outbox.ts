// Outbox benchmark (issue 16): how many customer messages per second the notifications outbox
// delivers to the sandbox, against a bare insert of the same outbox row in the same run (the least a
// sandbox delivery costs), and the delivery lag (commit to "sent") p50/p99 while writers keep adding
// messages and two workers poll. On in-memory PGlite and on a temporary PostgreSQL database
// (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; created and dropped).
// `npm run bench:outbox -w @posylka/bench` (BENCH_MESSAGES, default 2000).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { outboxMessages, users } from '../apps/server/src/db/schema/index.js';
import { notify, NotificationWorker } from '../apps/server/src/notifications/index.js';
import { createSandboxMail } from '../apps/server/src/providers/mail/index.js';
import { createSandboxSms } from '../apps/server/src/providers/sms/index.js';
import { createSandboxTelegram } from '../apps/server/src/providers/telegram/index.js';

export interface OutboxBenchRow {
  engine: string;
  messages: number;
  /** Bare INSERTs of the sandbox's outbox row, one statement each. */
  bareInsertsPerSecond: number;
  /** notify() in its own transaction, then the worker delivering everything to the sandbox. */
  outboxMessagesPerSecond: number;
  ratio: number;
  /** Commit to sent, with writers adding messages while two workers poll every 50 ms. */
  lagP50Ms: number;
  lagP99Ms: number;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

function worker(db: Database, nodeId: string) {
  return new NotificationWorker({
    db,
    nodeId,
    channels: {
      email: createSandboxMail(db),
      telegram: createSandboxTelegram(db),
      sms: createSandboxSms(db),
    },
    publicUrl: 'http://localhost:3000',
    log: quiet,
    batch: 50,
  });
}

async function customer(db: Database): Promise<string> {
  const tag = randomBytes(6).toString('hex');
  const [row] = await db
    .insert(users)
    .values({ email: `bench-${tag}@example.com`, passwordHash: 'x', customerCode: `UB${tag}` })
    .returning({ id: users.id });
  return row!.id;
}

/** A raw query on either engine (the bench package does not depend on drizzle itself). */
async function rows<T>(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<T[]> {
  if (handle.kind === 'pglite') return (await handle.client.query<T>(text, params)).rows;
  return (await handle.pool.query(text, params)).rows as T[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function benchEngine(
  engine: string,
  handle: DatabaseHandle,
  messages: number,
): Promise<OutboxBenchRow> {
  await runMigrations(handle);
  const db = handle.db;
  const userId = await customer(db);

  let started = performance.now();
  for (let i = 0; i < messages; i++)
    await db.insert(outboxMessages).values({ to: 'bare@example.com', subject: 'bare', text: `message ${i}` });
  const bareInsertsPerSecond = messages / ((performance.now() - started) / 1000);

  const run = randomBytes(4).toString('hex');
  started = performance.now();
  for (let i = 0; i < messages; i++)
    await db.transaction(async (tx) => {
      await notify(tx as unknown as Database, {
        userId,
        event: 'parcel.state',
        params: { number: `PS-${i}`, state: 'received' },
        link: '/forwarding/show/bench',
        key: `bench:${run}:${i}`,
      });
    });
  await worker(db, 'bench-a').drain(Number.MAX_SAFE_INTEGER);
  const outboxMessagesPerSecond = messages / ((performance.now() - started) / 1000);

  // Lag under load: four writers add messages for a while; two workers poll and are kicked.
  const lagRun = randomBytes(4).toString('hex');
  const a = worker(db, 'lag-a');
  const b = worker(db, 'lag-b');
  a.start(50);
  b.start(50);
  const perWriter = Math.max(50, Math.floor(messages / 8));
  await Promise.all(
    [0, 1, 2, 3].map(async (w) => {
      for (let i = 0; i < perWriter; i++) {
        await notify(db, {
          userId,
          event: 'parcel.state',
          params: { number: `L-${i}` },
          key: `lag:${lagRun}:${w}:${i}`,
        });
        void (i % 2 ? a : b).kick();
      }
    }),
  );
  for (;;) {
    const [left] = await rows<{ n: number }>(
      handle,
      "select count(*)::int as n from notification_deliveries where status = 'pending'",
    );
    if ((left?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await a.stop();
  await b.stop();
  const lags = await rows<{ lag: number | string }>(
    handle,
    `select extract(epoch from (d.sent_at - d.created_at)) * 1000 as lag from notification_deliveries d
     join notifications n on n.id = d.notification_id where n.idempotency_key like $1`,
    [`lag:${lagRun}:%`],
  );
  const sorted = lags.map((r) => Number(r.lag)).sort((x, y) => x - y);
  return {
    engine,
    messages,
    bareInsertsPerSecond: Math.round(bareInsertsPerSecond),
    outboxMessagesPerSecond: Math.round(outboxMessagesPerSecond),
    ratio: Number((outboxMessagesPerSecond / bareInsertsPerSecond).toFixed(3)),
    lagP50Ms: Math.round(percentile(sorted, 0.5)),
    lagP99Ms: Math.round(percentile(sorted, 0.99)),
  };
}

export async function outboxBench(messages: number): Promise<OutboxBenchRow[]> {
  const rows: OutboxBenchRow[] = [];
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    rows.push(await benchEngine('PGlite', pglite, messages));
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `posylka_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL skipped (${(error as Error).message})`);
    return rows;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const postgres = await openDatabase({ url: target.toString(), poolSize: 10 });
    try {
      rows.push(await benchEngine('PostgreSQL', postgres, messages));
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await outboxBench(Number(process.env.BENCH_MESSAGES ?? 2000));
  console.table(rows);
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `outbox-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
  console.info(`written ${file}`);
}
