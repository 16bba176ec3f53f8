// The chat's side after linking: /stop and blocking the bot unlink, a blocked bot's message is a dead
// letter at once, and whatever else Telegram sends is answered 200 and ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationDeliveries, telegramLinks, telegramLinkTokens, users } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { createBotApiTelegram, createTelegramProvider } from '../../providers/telegram/index.js';
import { startFakeBotApi, textUpdate, type FakeBotApi } from '../../providers/telegram/fake-bot-api.js';
import { hashToken } from '../../security/tokens.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { botReply } from './messages.js';
import { kick, linkToken, postUpdate, say, startWith, stateOf, WEBHOOK_SECRET } from './test-helpers.js';

const TOKEN = '700200:commands-test-bot';
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

const lastSentTo = (chatId: number) =>
  fake
    .sent(TOKEN)
    .filter((m) => String(m.chat_id) === String(chatId))
    .at(-1);

async function linked(email: string, chatId: number, locale = 'uk') {
  const { token: session } = await registerUser(t.app, email, 'parcel-2026-ok', locale);
  await startWith(t.app, { id: chatId }, await linkToken(t.app, session));
  expect((await stateOf(t.app, session)).linked).toBe(true);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { session, userId: user!.id };
}

describe('the bot chat after linking', () => {
  it('/stop unlinks and says so in the account language', async () => {
    const { session } = await linked('tg-stop@example.com', 6661001, 'ro');
    expect((await say(t.app, { id: 6661001, language_code: 'uk' }, '/stop')).statusCode).toBe(200);
    expect((await stateOf(t.app, session)).linked).toBe(false);
    expect(lastSentTo(6661001)?.text).toBe(botReply('stopped', 'ro'));
  });

  it('blocking the bot (my_chat_member kicked) unlinks without writing to the chat', async () => {
    const { session } = await linked('tg-kick@example.com', 6662001);
    const before = fake.sent(TOKEN).length;
    expect((await kick(t.app, { id: 6662001 })).statusCode).toBe(200);
    expect((await stateOf(t.app, session)).linked).toBe(false);
    expect(fake.sent(TOKEN).length).toBe(before);
  });

  it('a message to a chat that blocked the bot is a dead letter at once, not retried', async () => {
    const { userId } = await linked('tg-blocked@example.com', 6663001);
    await t.db.transaction((tx) =>
      notify(tx, {
        userId,
        event: 'parcel.state',
        params: { number: 'PL7100', state: 'at_warehouse' },
        key: 'parcel.state:tg-blocked:1',
      }),
    );
    fake.answerWith({ kind: 'blocked' });
    try {
      await t.app.notifications.drain();
    } finally {
      fake.answerWith({ kind: 'accept' });
    }
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.recipient, '6663001'));
    expect(rows).toMatchObject([{ channel: 'telegram', status: 'dead', attempts: 1 }]);
    expect(rows[0]!.lastError).toContain('bot was blocked by the user');
  });

  it('the configured Bot API adapter drops the link of a chat Telegram no longer finds', async () => {
    const { session } = await linked('tg-gone@example.com', 6666001);
    const provider = createTelegramProvider(t.config, t.db);
    fake.answerWith({ kind: 'chat-not-found' });
    try {
      await expect(provider.send({ chatId: '6666001', text: 'x' })).rejects.toMatchObject({
        permanent: true,
      });
    } finally {
      fake.answerWith({ kind: 'accept' });
    }
    expect((await stateOf(t.app, session)).linked).toBe(false);
    expect(await t.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, '6666001'))).toEqual([]);
  });

  it('/start without a token and /help point to the profile; other text is ignored', async () => {
    await say(t.app, { id: 6664001, language_code: 'en-GB' }, '/start');
    expect(lastSentTo(6664001)?.text).toBe(botReply('help', 'en'));
    const before = fake.sent(TOKEN).length;
    await say(t.app, { id: 6664001 }, 'hello bot');
    expect(fake.sent(TOKEN).length).toBe(before);
  });

  it('answers 200 to updates it does not use or cannot read, and never links a group chat', async () => {
    const { token: session } = await registerUser(t.app, 'tg-odd@example.com');
    const token = await linkToken(t.app, session);
    const group = textUpdate({ id: 6665001 }, `/start ${token}`);
    const odd: unknown[] = [
      {},
      [],
      { message: null },
      { update_id: 5 },
      { message: { text: 42 } },
      { message: { chat: { id: 'abc', type: 'private' }, text: `/start ${token}` } },
      { edited_message: { chat: { id: 1, type: 'private' }, text: '/stop' } },
      { my_chat_member: { chat: { id: 1 } } },
      { callback_query: { id: '1', data: 'x' } },
      { ...group, message: { ...group.message, chat: { id: -100123, type: 'supergroup' } } },
    ];
    for (const update of odd) {
      const res = await postUpdate(t.app, update);
      expect(res.statusCode, JSON.stringify(update)).toBe(200);
    }
    expect((await stateOf(t.app, session)).linked).toBe(false);
    const [row] = await t.db
      .select()
      .from(telegramLinkTokens)
      .where(eq(telegramLinkTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();
  });
});
