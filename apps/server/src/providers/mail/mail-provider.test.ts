import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createMailProvider } from './index.js';

describe('mail provider selection', () => {
  const db = {} as Database;

  it('MAIL_PROVIDER=sandbox (default) keeps mail in the dev outbox', () => {
    expect(createMailProvider(loadConfig({}), db).name).toBe('sandbox');
  });

  it('MAIL_PROVIDER=smtp stops the start with a clear message in this build', () => {
    const config = loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' });
    expect(() => createMailProvider(config, db)).toThrow(
      'MAIL_PROVIDER=smtp is not available in this build; use MAIL_PROVIDER=sandbox.',
    );
  });
});
