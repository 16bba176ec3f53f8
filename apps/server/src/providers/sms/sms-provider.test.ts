import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createCallProvider } from '../call/index.js';
import { DeliveryError } from '../delivery-error.js';
import { createSmsProvider } from './index.js';

const db = {} as Database;
const TURBOSMS = { SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: 'token' };

describe('SMS provider selection and configuration', () => {
  it('SMS_PROVIDER=sandbox (default) keeps SMS in the dev outbox', () => {
    expect(createSmsProvider(loadConfig({}), db).name).toBe('sandbox');
    expect(loadConfig({}).turbosms).toBeNull();
  });

  it('SMS_PROVIDER=turbosms requires TURBOSMS_TOKEN and defaults the API URL and sender', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'turbosms' })).toThrow(
      /TURBOSMS_TOKEN: required when SMS_PROVIDER=turbosms/,
    );
    const config = loadConfig(TURBOSMS);
    expect(config.turbosms).toEqual({ apiUrl: 'https://api.turbosms.ua', token: 'token', sender: 'Posylka' });
    expect(createSmsProvider(config, db).name).toBe('turbosms');
    expect(() => loadConfig({ ...TURBOSMS, TURBOSMS_SENDER: 'A-very-long-name' })).toThrow(
      /TURBOSMS_SENDER: must be at most 11 characters/,
    );
  });

  it('with TurboSMS a verification call fails permanently (no call gateway), so the service answers 503', async () => {
    const calls = createCallProvider(loadConfig(TURBOSMS), db);
    await expect(calls.call({ verificationId: 'v', to: '380501234567', text: 't' })).rejects.toBeInstanceOf(
      DeliveryError,
    );
  });

  it('production names the real gateways for SMS and mail when their sandboxes are not allowed', () => {
    const production = {
      NODE_ENV: 'production',
      IDENTITY_ENCRYPTION_KEY: 'production-test-identity-key-0123456789',
      ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'payment,diia',
    };
    expect(() => loadConfig({}, production)).toThrow(/SMS_PROVIDER: .*set SMS_PROVIDER=turbosms, or/);
    expect(() => loadConfig({}, production)).toThrow(/MAIL_PROVIDER: .*set MAIL_PROVIDER=smtp, or/);
    const real = { ...production, ...TURBOSMS, MAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' };
    expect(loadConfig({}, real).providers.sms).toBe('turbosms');
  });
});
