// Linking a Telegram chat with the real adapter against a local fake Bot API: the profile's deep
// link, Telegram's /start update on the webhook, the bot's reply and then a parcel's news in the chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shipmentStateName } from '@posylka/domain';
import { telegramLinks, telegramLinkTokens, users } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { createBotApiTelegram } from '../../providers/telegram/index.js';
import { startFakeBotApi, type FakeBotApi } from '../../providers/telegram/fake-bot-api.js';
import { hashToken } from '../../security/tokens.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { botReply } from './messages.js';
import { DEV_TELEGRAM_WEBHOOK_SECRET } from './secret.js';
import { bearer, linkToken, postUpdate, startWith, stateOf, WEBHOOK_SECRET } from './test-helpers.js';

const TOKEN = '700100:link-test-bot';
let fake: FakeBotApi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeBotApi();
  t = await createTestApp({
    env: {
      TELEGRAM_PROVIDER: 'botapi',
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_URL: fake.url,
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    telegram: createBotApiTelegram({ apiUrl: fake.url, token: TOKEN }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const lastSentTo = (chatId: number) =>
  fake
    .sent(TOKEN)
    .filter((m) => String(m.chat_id) === String(chatId))
    .at(-1);

describe('linking Telegram from the profile (Bot API against a fake server)', () => {
  it('links the chat that starts the deep link; a parcel update then reaches that chat', async () => {
    const { token: session } = await registerUser(t.app, 'tg-olena@example.com');
    expect(await stateOf(t.app, session)).toEqual({ linked: false, username: null, linkedAt: null });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/telegram/link',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json() as { url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/t\.me\/PosylkaBot\?start=[\w-]{43}$/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    const token = new URL(url).searchParams.get('start')!;
    const [row] = await t.db
      .select()
      .from(telegramLinkTokens)
      .where(eq(telegramLinkTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();

    const olena = { id: 5551001, username: 'olena_k', language_code: 'en' };
    const hook = await startWith(t.app, olena, token);
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ ok: true });
    // The reply is in the account's language (uk), not the Telegram app's.
    expect(lastSentTo(olena.id)).toEqual({ chat_id: '5551001', text: botReply('linked', 'uk') });
    const state = await stateOf(t.app, session);
    expect(state).toMatchObject({ linked: true, username: 'olena_k' });
    expect(Date.parse(state.linkedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const userId = await userIdOf('tg-olena@example.com');
    await t.db.transaction((tx) =>
      notify(tx, {
        userId,
        event: 'parcel.state',
        params: { number: 'PL7001', state: 'at_warehouse' },
        link: '/parcels/PL7001',
        key: 'parcel.state:tg-test:1',
      }),
    );
    await t.app.notifications.drain();
    const news = lastSentTo(olena.id)!;
    expect(news.text).toContain('PL7001');
    expect(news.text).toContain(shipmentStateName('at_warehouse', 'uk'));
    expect(news.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Відкрити посилку', url: 'http://localhost:3000/parcels/PL7001' }]],
    });
  });

  it('refuses an update without the webhook secret (403) and links nothing', async () => {
    const { token: session } = await registerUser(t.app, 'tg-secret@example.com');
    const token = await linkToken(t.app, session);
    const from = { id: 5552001, username: 'intruder' };
    const update = {
      update_id: 1,
      message: { chat: { id: from.id, type: 'private' }, from, text: `/start ${token}` },
    };
    expect((await postUpdate(t.app, update, 'wrong-secret-0000000000')).statusCode).toBe(403);
    expect((await postUpdate(t.app, update, '')).statusCode).toBe(403);
    // The sandbox's development secret means nothing with the real bot.
    expect((await postUpdate(t.app, update, DEV_TELEGRAM_WEBHOOK_SECRET)).statusCode).toBe(403);
    expect((await stateOf(t.app, session)).linked).toBe(false);
    expect(lastSentTo(from.id)).toBeUndefined();
  });

  it('a used or expired token links nothing and the chat is told to open the profile again', async () => {
    const { token: session } = await registerUser(t.app, 'tg-twice@example.com');
    const token = await linkToken(t.app, session);
    const first = { id: 5553001, language_code: 'uk' };
    await startWith(t.app, first, token);
    expect((await stateOf(t.app, session)).username).toBeNull();

    // Someone else with the same link: refused in their Telegram app's language.
    const second = { id: 5553002, language_code: 'ru' };
    expect((await startWith(t.app, second, token)).statusCode).toBe(200);
    expect(lastSentTo(second.id)?.text).toBe(botReply('expired', 'ru'));

    const stale = await linkToken(t.app, session);
    await t.db
      .update(telegramLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(telegramLinkTokens.tokenHash, hashToken(stale)));
    await startWith(t.app, second, stale);
    expect(lastSentTo(second.id)?.text).toBe(botReply('expired', 'ru'));
    await startWith(t.app, { id: 5553003, language_code: 'de' }, 'not-a-token');
    expect(lastSentTo(5553003)?.text).toBe(botReply('expired', 'uk'));
    const links = await t.db
      .select()
      .from(telegramLinks)
      .where(eq(telegramLinks.userId, await userIdOf('tg-twice@example.com')));
    expect(links.map((l) => l.chatId)).toEqual(['5553001']);
  });

  it('one chat per account and one account per chat: a re-link moves the chat', async () => {
    const a = await registerUser(t.app, 'tg-a@example.com');
    const b = await registerUser(t.app, 'tg-b@example.com');
    const shared = { id: 5554001, username: 'family_phone' };
    await startWith(t.app, shared, await linkToken(t.app, a.token));
    expect((await stateOf(t.app, a.token)).linked).toBe(true);

    await startWith(t.app, shared, await linkToken(t.app, b.token));
    expect((await stateOf(t.app, a.token)).linked).toBe(false);
    expect(await stateOf(t.app, b.token)).toMatchObject({ linked: true, username: 'family_phone' });

    // B links another chat: the first one is let go.
    await startWith(t.app, { id: 5554002, username: 'b_own' }, await linkToken(t.app, b.token));
    const rows = await t.db
      .select()
      .from(telegramLinks)
      .where(eq(telegramLinks.userId, await userIdOf('tg-b@example.com')));
    expect(rows.map((r) => r.chatId)).toEqual(['5554002']);
    expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, '5554001'))).toEqual([]);
  });

  it('DELETE /api/personal/telegram unlinks; the next parcel update goes by e-mail only', async () => {
    const { token: session } = await registerUser(t.app, 'tg-unlink@example.com');
    const chat = { id: 5555001 };
    await startWith(t.app, chat, await linkToken(t.app, session));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/personal/telegram',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ linked: false, username: null, linkedAt: null });
    const sentBefore = fake.sent(TOKEN).length;
    const userId = await userIdOf('tg-unlink@example.com');
    const written = await t.db.transaction((tx) =>
      notify(tx, {
        userId,
        event: 'parcel.state',
        params: { number: 'PL7005', state: 'at_warehouse' },
        key: 'parcel.state:tg-test:unlinked',
      }),
    );
    expect(written.channels).toEqual(['email']);
    await t.app.notifications.drain();
    expect(fake.sent(TOKEN).length).toBe(sentBefore);
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/personal/telegram' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/personal/telegram/link' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/personal/telegram' })).statusCode).toBe(401);
  });
});
