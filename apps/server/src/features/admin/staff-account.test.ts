// Issue 15: production never creates demo accounts, so the first admin comes from
// `npm run staff:create`; its password is checked harder than a customer's.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessionFrom } from '../../../test/http.js';
import { createStaffAccount, StaffAccountError } from './staff-account.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The environment without the services a CI stage points the tests at. */
function withoutServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('staff accounts from the command line', () => {
  it('creates an admin who can sign in and open the console', async () => {
    const made = await createStaffAccount(t.db, {
      email: 'Head.Office@Example.com',
      password: 'Kyiv-warehouse-2026',
      role: 'admin',
    });
    expect(made).toMatchObject({ created: true, user: { email: 'head.office@example.com', role: 'admin' } });
    expect(made.user.emailVerifiedAt).not.toBeNull();
    const res = await login('head.office@example.com', 'Kyiv-warehouse-2026');
    expect(res.statusCode).toBe(200);
    const { token } = sessionFrom(res);
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/parcels/counts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(counts.statusCode).toBe(200);
  });

  it('refuses short, common and e-mail-like passwords, and anything that is not an e-mail', async () => {
    const make = (password: string, email = 'ops@example.com') =>
      createStaffAccount(t.db, { email, password, role: 'operator' });
    await expect(make('short1')).rejects.toThrow(/at least 12/);
    await expect(make('password1234')).rejects.toThrow(/common password/);
    await expect(make('opsopsops12345', 'opsopsops@example.com')).rejects.toThrow(/e-mail name/);
    await expect(make('onlyletterslong')).rejects.toThrow(/letter and a digit/);
    await expect(make('Kyiv-warehouse-2026', 'not-an-email')).rejects.toBeInstanceOf(StaffAccountError);
  });

  it('an existing customer is given the role; the password stays unless a new one is given', async () => {
    await createStaffAccount(t.db, {
      email: 'cust@example.com',
      password: 'First-password-42',
      role: 'operator',
    });
    const again = await createStaffAccount(t.db, {
      email: 'cust@example.com',
      password: null,
      role: 'admin',
    });
    expect(again).toMatchObject({ created: false, user: { role: 'admin' } });
    expect((await login('cust@example.com', 'First-password-42')).statusCode).toBe(200);
  });

  it('npm run staff:create works on an empty PGlite folder, the password read from standard input', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'posylka-staff-'));
    try {
      const run = promisify(execFile);
      const child = run(
        process.execPath,
        ['--import', 'tsx', 'src/db/cli/create-staff.ts', '--email', 'boss@example.com'],
        {
          cwd: join(import.meta.dirname, '../../..'),
          // The production configuration the server itself would start with, on its own PGlite
          // folder (none of the test run's PostgreSQL or Redis).
          env: {
            ...withoutServices(process.env),
            PGLITE_DIR: dir,
            NODE_ENV: 'production',
            STAFF_PASSWORD: '',
            IDENTITY_ENCRYPTION_KEY: 'production-test-identity-key-0123456789',
            ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'payment,diia,sms,mail',
          },
        },
      );
      child.child.stdin!.end('Kyiv-warehouse-2026\n');
      const { stdout } = await child;
      expect(stdout).toContain('created admin boss@example.com');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
