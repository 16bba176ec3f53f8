import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import type { Database } from '../../db/database.js';
import { createMailProvider } from './index.js';

describe('mail provider selection', () => {
  const db = {} as Database;

  it('MAIL_PROVIDER=sandbox (default) keeps mail in the dev outbox', () => {
    expect(createMailProvider(loadConfig({}), db).name).toBe('sandbox');
  });

  it('MAIL_PROVIDER=smtp sends through the SMTP adapter', () => {
    const config = loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com' });
    expect(createMailProvider(config, db).name).toBe('smtp');
  });

  it('SMTP_SECURE defaults to implicit TLS on port 465 only, and can be set either way', () => {
    const smtp = (env: Record<string, string>) => {
      const { mail } = loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com', ...env });
      return mail.provider === 'smtp' ? mail : null;
    };
    expect(smtp({})).toMatchObject({ port: 587, secure: false });
    expect(smtp({ SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true });
    expect(smtp({ SMTP_PORT: '2465', SMTP_SECURE: 'true' })?.secure).toBe(true);
    expect(smtp({ SMTP_PORT: '465', SMTP_SECURE: 'false' })?.secure).toBe(false);
    expect(smtp({ SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toMatchObject({ user: 'u', password: 'p' });
  });
});
