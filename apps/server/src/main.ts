import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { DatabaseLockedError, openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { DEMO_CUSTOMER } from './db/seed/index.js';
import { createJobRunner } from './jobs/index.js';

async function main() {
  const config = loadConfig();
  // The app's logger exists only once the app is built; connections lost before that go unlogged.
  const late: { log?: FastifyBaseLogger } = {};
  const handle = await openDatabase({
    ...config.database,
    onConnectionError: (err) => late.log?.warn({ err }, 'database connection lost'),
  });
  await prepareDatabase(handle, config);
  const app = await buildApp({
    config,
    db: handle.db,
    ...(handle.kind === 'postgres' ? { dbPool: handle.pool } : {}),
  });
  late.log = app.log;
  // Scheduled jobs (the daily Nova Poshta sync, the parcels' storage timers); the database picks one
  // instance per due job.
  const jobs = createJobRunner(config, handle.db, app.log, {
    realtime: app.realtime,
    notifications: app.notifications,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then release the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await jobs.stop();
      await app.notifications.stop();
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await jobs.start(config.jobs.tickSeconds * 1000);
  // The notifications outbox (decision 015): every node polls; SKIP LOCKED gives each row to one node.
  app.notifications.start(config.notifications.pollMs);
  const database = config.database.url ? 'PostgreSQL' : `PGlite (${config.database.pgliteDir})`;
  console.info(
    `Posylka is running at ${config.publicUrl} (listening on ${config.host}:${config.port}, ${database})`,
  );
  if (config.seed && config.seedDemo) {
    console.info(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    console.info(`Dev outbox: ${config.publicUrl}/dev/outbox · API docs: ${config.publicUrl}/api/docs`);
  }
}

main().catch((err: unknown) => {
  // Both are the operator's to fix: the message says how, a stack trace would only bury it.
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) console.error(err.message);
  else console.error('Posylka failed to start:', err);
  process.exit(1);
});
