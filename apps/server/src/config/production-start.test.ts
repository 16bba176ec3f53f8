import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { prepareDatabase } from '../db/prepare.js';
import { DEMO_CUSTOMER, STAFF_ACCOUNTS } from '../db/seed/index.js';
import { users } from '../db/schema/index.js';
import { translate } from '../http/messages.js';
import { createTestApp } from '../../test/harness.js';
import { ConfigError, loadConfig } from './index.js';

// Issue 15 item 3: with NODE_ENV=production the seed created admin@posylka.test with the README's
// password, PAYMENT_PROVIDER defaulted to the sandbox (anyone could mark a buy-out paid) and the
// sandbox Diia and call-answer routes acted on anyone's request id.
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PGLITE_DIR: 'memory://',
  IDENTITY_ENCRYPTION_KEY: 'production-test-identity-key-0123456789',
};
const REAL_GATEWAYS: Record<string, string> = {
  PAYMENT_PROVIDER: 'liqpay',
  LIQPAY_PUBLIC_KEY: 'i-public',
  LIQPAY_PRIVATE_KEY: 'private-key',
  DIIA_PROVIDER: 'diia',
  DIIA_ACQUIRER_TOKEN: 'token',
  DIIA_AUTH_ACQUIRER_TOKEN: 'basic',
  DIIA_BRANCH_ID: 'branch',
  DIIA_OFFER_ID: 'offer',
  DIIA_CALLBACK_SECRET: 'c'.repeat(32),
  DIIA_CRYPTO_URL: 'http://127.0.0.1:9/crypto',
};
const DEMO_EMAILS = [DEMO_CUSTOMER.email, ...STAFF_ACCOUNTS.map((a) => a.email)];

describe('production start refuses sandbox providers unless allowed', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig({}, { ...PRODUCTION, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return null;
  };

  it('names every sandbox provider (payment, Diia, SMS, mail) when nothing is allowed', () => {
    const message = refusal({});
    for (const name of ['PAYMENT_PROVIDER', 'DIIA_PROVIDER', 'SMS_PROVIDER', 'MAIL_PROVIDER']) {
      expect(message).toMatch(new RegExp(`  ${name}: sandbox in production`));
    }
    expect(message).toMatch(/ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=payment/);
  });

  it('starts only when each sandbox left is named in ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION', () => {
    expect(refusal({ ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'sms,mail' })).toMatch(
      /PAYMENT_PROVIDER[\s\S]*DIIA_PROVIDER/,
    );
    expect(refusal({ ...REAL_GATEWAYS, ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'sms, mail' })).toBeNull();
    const all = loadConfig({}, { ...PRODUCTION, ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true' });
    expect([...all.sandboxRoutes].sort()).toEqual(['diia', 'mail', 'payment', 'sms']);
    expect(refusal({ ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'payments' })).toMatch(
      /ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: must be true, false or a comma-separated list/,
    );
  });

  it('keeps the zero set-up start (development) on every sandbox with demo data', () => {
    const config = loadConfig({}, {});
    expect(config.isProduction).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.sandboxRoutes.size).toBe(4);
  });
});

describe('a production start (migrations, seed, app as main builds them)', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig(
      {},
      { ...PRODUCTION, ...REAL_GATEWAYS, ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'sms,mail' },
    );
    handle = await openDatabase(config.database);
    await prepareDatabase(handle, config);
    app = await buildApp({ config, db: handle.db, webBuild: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('creates no demo accounts (demo customer, operator, admin) but seeds the reference data', async () => {
    const found = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, DEMO_EMAILS));
    expect(found).toEqual([]);
    const countries = await app.inject({ method: 'GET', url: '/api/extra/countries' });
    expect(countries.statusCode).toBe(200);
  });

  it('does not register the sandbox payment, Diia and call-answer routes: 404 route-not-found', async () => {
    const id = randomUUID();
    const routeNotFound = translate('uk', 'routeNotFound');
    for (const [method, url] of [
      ['GET', `/api/payments/sandbox/${id}`],
      ['POST', `/api/payments/sandbox/${id}`],
      ['POST', '/api/payments/sandbox/callback'],
      ['GET', `/api/diia/sandbox/${id}`],
      ['POST', `/api/diia/sandbox/${id}`],
      // The dev outbox and its call answer: never in production, even with sandbox SMS and mail.
      ['GET', '/api/dev/outbox'],
      ['POST', `/api/dev/outbox/calls/${id}/answer`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? { decision: 'paid' } : undefined,
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
      expect(res.json().errorDescription).toBe(routeNotFound);
    }
  });
});

describe('outside production the sandbox routes stay (the same URLs, for contrast)', () => {
  it('answers them from their handlers, not as unknown routes', async () => {
    const t = await createTestApp();
    try {
      const id = randomUUID();
      for (const url of [`/api/payments/sandbox/${id}`, `/api/diia/sandbox/${id}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.json().errorDescription).not.toBe(translate('uk', 'routeNotFound'));
      }
    } finally {
      await t.close();
    }
  });
});
