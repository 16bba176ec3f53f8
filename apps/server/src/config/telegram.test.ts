import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

describe('Telegram configuration', () => {
  it('defaults to the sandbox bot PosylkaBot on the public Bot API', () => {
    expect(loadConfig({}).telegram).toEqual({
      provider: 'sandbox',
      botUsername: 'PosylkaBot',
      apiUrl: 'https://api.telegram.org',
      botToken: null,
      webhookSecret: null,
    });
  });

  it('the real bot needs its token and the webhook secret', () => {
    expect(() => loadConfig({ TELEGRAM_PROVIDER: 'botapi' })).toThrow(
      /TELEGRAM_BOT_TOKEN: required when TELEGRAM_PROVIDER=botapi[\s\S]*TELEGRAM_WEBHOOK_SECRET: required/,
    );
    const config = loadConfig({
      TELEGRAM_PROVIDER: 'botapi',
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
      TELEGRAM_BOT_USERNAME: 'MyParcelBot',
      TELEGRAM_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.telegram).toEqual({
      provider: 'botapi',
      botUsername: 'MyParcelBot',
      apiUrl: 'http://127.0.0.1:9999',
      botToken: '123:abc',
      webhookSecret: 'a-webhook-secret-of-32-characters',
    });
  });

  it('refuses a webhook secret Telegram would not accept and a username with @', () => {
    expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'short' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'has spaces in it, not allowed' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_USERNAME: '@PosylkaBot' })).toThrow(/TELEGRAM_BOT_USERNAME/);
  });
});
