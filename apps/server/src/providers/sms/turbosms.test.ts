import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../delivery-error.js';
import { startFakeTurboSms, type FakeTurboSms } from './fake-turbosms.js';
import { createTurboSms, retryAfterMs } from './turbosms.js';

let fake: FakeTurboSms;

beforeAll(async () => {
  fake = await startFakeTurboSms();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ kind: 'accept' });
});

const sms = (over: { token?: string; timeoutMs?: number } = {}) =>
  createTurboSms({ apiUrl: fake.url, token: over.token ?? fake.token, sender: 'Posylka', ...over });

const message = { to: '380501234567', text: 'Посилка прибула: код 1234' };

const failureOf = async (promise: Promise<unknown>): Promise<DeliveryError> => {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(DeliveryError);
    return err as DeliveryError;
  }
  throw new Error('expected the send to fail');
};

describe('TurboSMS adapter (against a local fake of the HTTP API)', () => {
  it('posts the recipient, sender and text with the bearer token, and takes the acceptance', async () => {
    const adapter = sms();
    expect(adapter.name).toBe('turbosms');
    await adapter.send({ ...message, idempotencyKey: 'n:1:sms' });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        url: '/message/send.json',
        authorization: `Bearer ${fake.token}`,
        body: { recipients: ['380501234567'], sms: { sender: 'Posylka', text: 'Посилка прибула: код 1234' } },
      },
    ]);
  });

  it('a wrong token is a permanent failure (the gateway refuses every retry alike)', async () => {
    const err = await failureOf(sms({ token: 'wrong' }).send(message));
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/INVALID_TOKEN/);
  });

  it('the gateway refusing the request (103 REQUIRED_TOKEN) is permanent', async () => {
    fake.answerWith({ kind: 'refuse', code: 103, status: 'REQUIRED_TOKEN' });
    const err = await failureOf(sms().send(message));
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/103 REQUIRED_TOKEN/);
  });

  it('a refused recipient is permanent', async () => {
    fake.answerWith({ kind: 'refuse-recipient', code: 406, status: 'NOT_ALLOWED_RECIPIENT' });
    const err = await failureOf(sms().send(message));
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/380501234567/);
  });

  it("the gateway's own trouble and an empty balance are temporary", async () => {
    fake.answerWith({ kind: 'refuse', code: 999, status: 'SERVICE_UNAVAILABLE' });
    expect((await failureOf(sms().send(message))).permanent).toBe(false);
    fake.answerWith({ kind: 'refuse', code: 503, status: 'NOT_ENOUGH_MONEY' });
    expect((await failureOf(sms().send(message))).permanent).toBe(false);
  });

  it('HTTP 500 is temporary; 429 is temporary and carries Retry-After', async () => {
    fake.answerWith({ kind: 'http', status: 500 });
    const down = await failureOf(sms().send(message));
    expect(down.permanent).toBe(false);
    expect(down.retryAfterMs).toBeUndefined();

    fake.answerWith({ kind: 'http', status: 429, headers: { 'retry-after': '30' } });
    const limited = await failureOf(sms().send(message));
    expect(limited.permanent).toBe(false);
    expect(limited.retryAfterMs).toBe(30_000);
  });

  it('HTTP 401 (a proxy refusing the token) is permanent', async () => {
    fake.answerWith({ kind: 'http', status: 401 });
    expect((await failureOf(sms().send(message))).permanent).toBe(true);
  });

  it('a gateway that does not answer is a temporary failure after the timeout', async () => {
    fake.answerWith({ kind: 'hang' });
    const started = Date.now();
    const err = await failureOf(sms({ timeoutMs: 300 }).send(message));
    expect(err.permanent).toBe(false);
    expect(err.message).toMatch(/no answer in 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a network error (nothing listening) is temporary', async () => {
    const adapter = createTurboSms({ apiUrl: 'http://127.0.0.1:9', token: 't', sender: 'Posylka' });
    const err = await failureOf(adapter.send(message));
    expect(err.permanent).toBe(false);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 01 May 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
