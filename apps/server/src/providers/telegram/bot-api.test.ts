import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBotApiTelegram, TelegramDeliveryError } from './bot-api.js';
import { startFakeBotApi, type FakeBotApi } from './fake-bot-api.js';

let fake: FakeBotApi;
const TOKEN = '123456:fake-bot-token';

beforeAll(async () => {
  fake = await startFakeBotApi();
});
afterAll(() => fake.close());
afterEach(() => fake.answerWith({ kind: 'accept' }));

const bot = (over: { token?: string; timeoutMs?: number } = {}) =>
  createBotApiTelegram({ apiUrl: fake.url, token: TOKEN, ...over });

const failureOf = async (promise: Promise<unknown>): Promise<TelegramDeliveryError> => {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(TelegramDeliveryError);
    return err as TelegramDeliveryError;
  }
  throw new Error('expected the send to fail');
};

describe('Telegram Bot API adapter (against a local fake Bot API)', () => {
  it('posts the chat and the text to /bot<token>/sendMessage', async () => {
    const adapter = bot();
    expect(adapter.name).toBe('botapi');
    await adapter.send({ chatId: '4242', text: 'Посилка PL123 прибула', idempotencyKey: 'd1' });
    expect(fake.sent(TOKEN)).toEqual([{ chat_id: '4242', text: 'Посилка PL123 прибула' }]);
    expect(fake.sent('another-token')).toEqual([]);
  });

  it('puts the page link under the message as an inline keyboard button', async () => {
    await bot({ token: 'button-token' }).send({
      chatId: '77',
      text: 'Parcel received',
      button: { text: 'Open the parcel', url: 'https://posylka.test/en/parcels/1' },
    });
    expect(fake.sent('button-token')).toEqual([
      {
        chat_id: '77',
        text: 'Parcel received',
        reply_markup: {
          inline_keyboard: [[{ text: 'Open the parcel', url: 'https://posylka.test/en/parcels/1' }]],
        },
      },
    ]);
  });

  it('429 is temporary and waits retry_after seconds', async () => {
    fake.answerWith({ kind: 'flood', retryAfter: 7 });
    const err = await failureOf(bot().send({ chatId: '1', text: 'x' }));
    expect(err.permanent).toBe(false);
    expect(err.retryAfterMs).toBe(7000);
    expect(err.chatGone).toBe(false);
  });

  it('403 "bot was blocked by the user" is permanent and says the chat is gone', async () => {
    fake.answerWith({ kind: 'blocked' });
    const err = await failureOf(bot().send({ chatId: '1', text: 'x' }));
    expect(err.permanent).toBe(true);
    expect(err.chatGone).toBe(true);
    expect(err.message).toContain('bot was blocked by the user');
  });

  it('400 "chat not found" is permanent and says the chat is gone', async () => {
    fake.answerWith({ kind: 'chat-not-found' });
    const err = await failureOf(bot().send({ chatId: '1', text: 'x' }));
    expect(err).toMatchObject({ permanent: true, chatGone: true });
  });

  it('500 is temporary; the error never shows the token', async () => {
    fake.answerWith({ kind: 'error', status: 500 });
    const err = await failureOf(bot().send({ chatId: '1', text: 'x' }));
    expect(err).toMatchObject({ permanent: false, chatGone: false });
    expect(err.retryAfterMs).toBeUndefined();
    expect(err.message).not.toContain(TOKEN);
  });

  it('no answer within the timeout is temporary', async () => {
    fake.answerWith({ kind: 'hang' });
    const err = await failureOf(bot({ timeoutMs: 200 }).send({ chatId: '1', text: 'x' }));
    expect(err.permanent).toBe(false);
    expect(err.message).toMatch(/no answer in 200 ms/);
  });

  it('nothing listening is temporary', async () => {
    const adapter = createBotApiTelegram({ apiUrl: 'http://127.0.0.1:1', token: TOKEN });
    const err = await failureOf(adapter.send({ chatId: '1', text: 'x' }));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe('Telegram network error');
  });
});
