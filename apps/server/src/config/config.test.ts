import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, REPO_ROOT } from './index.js';
import { envSchema } from './schema.js';

describe('configuration from the environment', () => {
  it('starts with zero set-up: PGlite under var/, port 3000 on 127.0.0.1, sandbox providers', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.database).toEqual({ url: undefined, pgliteDir: join(REPO_ROOT, 'var', 'pglite') });
    expect(config.mail).toEqual({ provider: 'sandbox', from: 'Posylka <no-reply@posylka.test>' });
    expect(config.storage).toEqual({ driver: 'local', dir: join(REPO_ROOT, 'var', 'files') });
    expect(config.sessionTtlDays).toBe(30);
    expect(config.webBuildDir).toBe(join(REPO_ROOT, 'apps', 'web', 'build'));
    expect(config.trustProxy).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and turns on Secure cookies for https', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    const https = loadConfig({ PUBLIC_URL: 'https://posylka.example/' });
    expect(https.publicUrl).toBe('https://posylka.example');
    expect(https.secureCookies).toBe(true);
  });

  it('reads TRUST_PROXY as boolean, hop count or address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 's3' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]) {
      expect(message).toContain(`  ${name}:`);
    }
  });

  it('requires SMTP_HOST for MAIL_PROVIDER=smtp', () => {
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(
      /SMTP_HOST: required when MAIL_PROVIDER=smtp/,
    );
  });

  it('reads the phone verification limits: 3 per number an hour, 5 numbers per account a day, 20 per IP an hour', () => {
    expect(loadConfig({}).phoneVerification).toEqual({
      perNumberPerHour: 3,
      numbersPerAccountPerDay: 5,
      perIpPerHour: 20,
    });
    expect(loadConfig({ PHONE_VERIFICATION_IP_HOURLY_MAX: '100' }).phoneVerification.perIpPerHour).toBe(100);
    expect(() => loadConfig({ PHONE_VERIFICATION_NUMBER_HOURLY_MAX: '0' })).toThrow(
      /PHONE_VERIFICATION_NUMBER_HOURLY_MAX: must be at least 1/,
    );
  });

  it('documents exactly the variables it reads (the README table is generated from this list)', () => {
    const documented = CONFIG_VARIABLES.map((v) => v.name).sort();
    const read = Object.keys(envSchema.shape).sort();
    expect(documented).toEqual(read);
    for (const v of CONFIG_VARIABLES) expect(v.description.length).toBeGreaterThan(5);
  });
});
