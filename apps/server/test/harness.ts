import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WebBuild } from '../src/web-host/load-build.js';
import type { TelegramProvider } from '../src/providers/telegram/index.js';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/index.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/database.js';
import { withDatabaseName } from './snapshot.js';

export interface TestAppOptions {
  /** Environment overrides, e.g. { RATE_LIMIT_MAX: '3' }. */
  env?: Record<string, string>;
  /** A pino logger (e.g. writing to a captured stream); silent by default. */
  logger?: Logger;
  /** Probe routes registered under /api (e.g. a handler that throws). */
  apiPlugins?: readonly FastifyPluginAsync[];
  /** A web build to host; by default none (pages answer 503). */
  webBuild?: WebBuild | null;
  /** A Telegram adapter (e.g. the Bot API one pointed at a fake server); by default from the env. */
  telegram?: TelegramProvider;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

// Test defaults: quiet logs, generous limits (tests that check 429 lower them), no web build.
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
};

let snapshot: Blob | undefined;

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `posylka_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ url: withDatabaseName(url, name), poolSize: 4 });
    const drop = async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
    return { handle, drop };
  }
  const file = inject('pgliteSnapshot');
  if (!file) throw new Error('test/global-setup.ts did not provide a database snapshot');
  snapshot ??= new Blob([readFileSync(file)]);
  const handle = await openDatabase({ pgliteDir: 'memory://', loadDataDir: snapshot });
  return { handle, drop: async () => {} };
}

/** Builds the app on a fresh, migrated and seeded database of its own. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({}, { ...TEST_ENV, ...options.env });
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    db: handle.db,
    webBuild: options.webBuild ?? null,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.apiPlugins ? { apiPlugins: options.apiPlugins } : {}),
    ...(options.telegram ? { telegram: options.telegram } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
