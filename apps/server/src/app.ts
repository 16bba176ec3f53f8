import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler } from '@fastify/type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import { API_BASE } from '@posylka/contract';
import { authPlugin } from './auth/index.js';
import type { Config } from './config/index.js';
import { openDatabase, type Database } from './db/database.js';
import { devOutbox } from './dev-outbox/index.js';
import { features } from './features/index.js';
import { registerErrorHandling } from './http/error-handler.js';
import { resolveLocale } from './http/locale.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { systemRoutes } from './http/system-routes.js';
import { validatorCompiler } from './http/validation.js';
import { lazyChildLogger } from './logging/lazy-child.js';
import { createLogger } from './logging/logger.js';
import { createMailProvider, type MailProvider } from './providers/mail/index.js';
import { createSmsProvider } from './providers/sms/index.js';
import { createTelegramProvider, type TelegramProvider } from './providers/telegram/index.js';
import { NotificationWorker } from './notifications/index.js';
import { createFileStorage } from './providers/storage/index.js';
import { createRealtimeHub, type RealtimeHub } from './realtime/index.js';
import { webHost } from './web-host/index.js';
import type { WebBuild } from './web-host/load-build.js';
import './http/decorations.js';

export interface BuildAppOptions {
  config: Config;
  /** An open database; when omitted the app opens (and closes) one from the configuration. */
  db?: Database;
  /** The PostgreSQL pool behind `db` (pool metrics); found by itself when the app opens the database. */
  dbPool?: pg.Pool;
  logger?: Logger;
  mail?: MailProvider;
  /** Telegram adapter (tests inject one talking to a fake Bot API); by default from TELEGRAM_PROVIDER. */
  telegram?: TelegramProvider;
  /** Realtime hub (tests may share one); by default in-process, or Redis fan-out with REDIS_URL. */
  realtime?: RealtimeHub;
  /** Tests inject a web build (or null for API only); by default it is loaded from WEB_BUILD_DIR. */
  webBuild?: WebBuild | null;
  /** Extra plugins registered under /api after the features (tests use it for probe routes). */
  apiPlugins?: readonly FastifyPluginAsync[];
}

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** Builds the whole server: plugins in dependency order, the API under /api, then the web host. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    // A hop count is valid at run time (proxy-addr) though Fastify's types omit it.
    trustProxy: config.trustProxy as boolean | string[],
    // Reuse a sane incoming request id (from a proxy) so logs correlate across hops.
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    childLoggerFactory: (logger, bindings, opts) =>
      lazyChildLogger(logger, bindings, opts as Record<string, unknown>),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let ownDb: { close: () => Promise<void> } | undefined;
  let db = options.db;
  let dbPool = options.dbPool;
  if (!db) {
    const handle = await openDatabase(config.database);
    db = handle.db;
    ownDb = handle;
    if (handle.kind === 'postgres') dbPool = handle.pool;
  }
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mail', options.mail ?? createMailProvider(config, db));
  app.decorate('telegram', options.telegram ?? createTelegramProvider(config, db));
  const notifications = new NotificationWorker({
    db,
    channels: {
      email: app.mail,
      telegram: app.telegram,
      sms: createSmsProvider(config, db),
    },
    publicUrl: config.publicUrl,
    log: app.log,
    lockMs: config.notifications.claimSeconds * 1000,
  });
  app.decorate('notifications', notifications);
  app.addHook('onClose', () => notifications.stop());
  // A write that went through may have written messages in its transaction: deliver them now rather
  // than at the next poll (a kick while a round runs asks for one more; nothing is due = one query).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      void notifications.kick();
  });
  app.decorate('storage', createFileStorage(config));
  if (ownDb) app.addHook('onClose', () => ownDb.close());
  const realtime = options.realtime ?? createRealtimeHub(config, app.log);
  app.decorate('realtime', realtime);
  if (!options.realtime) app.addHook('onClose', () => realtime.close());

  app.decorateRequest('locale', 'uk');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = resolveLocale(request);
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // Marks the app's own SSR calls to /api so they are not rate-limited twice.
  const internalSecret = randomBytes(24).toString('base64url');
  await app.register(cookie);
  // Pages, scripts and JSON compress 3-5x; gzip only: brotli at its default level costs too much CPU
  // per server-rendered page (a proxy in front may still do brotli for static files).
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await registerSecurity(app, internalSecret);
  await registerMetrics(app, dbPool ? { pool: dbPool } : {});
  await registerOpenApi(app);
  await app.register(authPlugin);

  await app.register(systemRoutes);
  await app.register(
    async (api) => {
      for (const feature of features) await api.register(feature);
      for (const plugin of options.apiPlugins ?? []) await api.register(plugin);
    },
    { prefix: API_BASE },
  );
  // The outbox shows everyone's codes and e-mails and answers sandbox calls for any request id: never
  // in production, even with the sandbox SMS or mail allowed there (their messages stay unread).
  if (!config.isProduction) await app.register(devOutbox);
  await app.register(webHost, {
    internalSecret,
    ...(options.webBuild !== undefined ? { build: options.webBuild } : {}),
  });
  return app;
}
