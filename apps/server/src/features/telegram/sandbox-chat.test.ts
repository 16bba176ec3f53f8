// With the sandbox bot (the default) the profile's link opens the dev outbox's fake chat, whose
// "Start" posts Telegram's update to the webhook: the whole flow works offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxFor, registerUser } from '../../../test/http.js';
import { botReply } from './messages.js';
import { DEV_TELEGRAM_WEBHOOK_SECRET, webhookSecretMatches } from './secret.js';
import { bearer, say, stateOf } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox bot and the fake chat at /dev/telegram', () => {
  it('the deep link opens the fake chat; Start links it and the bot answers there', async () => {
    const { token: session } = await registerUser(t.app, 'tg-sandbox@example.com', 'parcel-2026-ok', 'en');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/personal/telegram/link',
      headers: bearer(session),
    });
    const { url } = link.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/dev\/telegram\?start=[\w-]{43}$/);

    const page = await t.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const chatId = /data-chat-id="(\d+)"/.exec(page.body)![1]!;
    const action = /<form method="post" action="([^"]+)"><button type="submit">Start</.exec(page.body)![1]!;

    const pressed = await t.app.inject({
      method: 'POST',
      url: action.replaceAll('&amp;', '&'),
      headers: form,
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/dev/telegram?chat=${chatId}`);
    expect(await stateOf(t.app, session)).toMatchObject({ linked: true, username: 'posylka_tester' });

    const [reply] = await outboxFor(t.app, `telegram:${chatId}`);
    expect(reply).toMatchObject({ subject: 'Telegram', text: botReply('linked', 'en') });
    const chat = await t.app.inject({ method: 'GET', url: `/dev/telegram?chat=${chatId}` });
    expect(chat.body).toContain(botReply('linked', 'en'));
    expect(chat.body).toContain('/stop');
  });

  it('the webhook takes the development secret with the sandbox, and nothing else', async () => {
    expect((await say(t.app, { id: 7771001 }, '/start', DEV_TELEGRAM_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await say(t.app, { id: 7771001 }, '/start', 'another-secret-1234567')).statusCode).toBe(403);
  });

  it('production never takes the development secret, even with the sandbox bot', () => {
    const base = { PUBLIC_URL: 'https://posylka.example', ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true' };
    const prod = loadConfig({}, { ...base, NODE_ENV: 'production', IDENTITY_ENCRYPTION_KEY: 'k'.repeat(32) });
    expect(webhookSecretMatches(prod, DEV_TELEGRAM_WEBHOOK_SECRET)).toBe(false);
    const dev = loadConfig({}, { TELEGRAM_WEBHOOK_SECRET: 'configured-secret-123456' });
    expect(webhookSecretMatches(dev, 'configured-secret-123456')).toBe(true);
    expect(webhookSecretMatches(dev, DEV_TELEGRAM_WEBHOOK_SECRET)).toBe(true);
    expect(webhookSecretMatches(dev, undefined)).toBe(false);
  });
});
