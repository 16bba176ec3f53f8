import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxFor, registerUser } from '../../../test/http.js';
import { clock } from './code.js';
import { phoneApi } from './test-helpers.js';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const DAY = 24 * 3600;
/** Twelve-digit Kyivstar numbers, distinct per test through `base`. */
const numbers = (base: number, count: number) =>
  Array.from({ length: count }, (_, i) => `38067${String(base + i).padStart(7, '0')}`);

// Issue 13: one account texted 15 numbers in seconds. Each test uses its own client IP so the
// per-IP limit of one test does not leak into another.
describe('verification request limits (issue 13): per account, per number, per IP', () => {
  let t: TestApp;
  let now = T0;
  beforeAll(async () => {
    t = await createTestApp();
    vi.spyOn(clock, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    now = T0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('one account asks codes for at most 5 different numbers a day: the 15-number burst sends 5', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'burst@example.com'), 'uk', '10.0.0.1');
    const phones = numbers(1_000_000, 15);
    const answers = [];
    for (const phone of phones) answers.push(await api.initiate('sms', phone));
    expect(answers.map((r) => r.statusCode)).toEqual([...Array(5).fill(200), ...Array(10).fill(429)]);
    expect(answers[5]!.json()).toEqual({
      error: 'max_attempts_error',
      limit: 'account',
      errorDescription:
        'Ви вичерпали добовий ліміт номерів для підтвердження (5). Новий номер можна буде підтвердити через 24 год.',
      attempts: 0,
      maxAttempts: 3,
      retryIn: DAY,
    });
    // Nothing went out to the refused numbers.
    expect(await outboxFor(t.app, phones[5]!)).toEqual([]);

    // A number already asked for today stays allowed (after the 60 s gap).
    now = at(60);
    expect((await api.initiate('call', phones[0]!)).statusCode).toBe(200);
    // A day after the first requests a new number can be verified again.
    now = at(DAY);
    expect((await api.initiate('sms', phones[5]!)).statusCode).toBe(200);
  });

  it('one number gets at most 3 requests an hour, whichever accounts ask', async () => {
    const [phone] = numbers(2_000_000, 1);
    for (const [i, email] of ['n-a@example.com', 'n-b@example.com', 'n-c@example.com'].entries()) {
      const api = phoneApi(t.app, await registerUser(t.app, email), 'en', '10.0.0.2');
      now = at(i * 10);
      expect((await api.initiate('sms', phone!)).json()).toMatchObject({ attempts: i + 1, maxAttempts: 3 });
    }
    const fourth = phoneApi(t.app, await registerUser(t.app, 'n-d@example.com'), 'en', '10.0.0.3');
    now = at(30);
    const res = await fourth.initiate('call', phone!);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'max_attempts_error',
      limit: 'number',
      errorDescription:
        'Check your phone number: you have used all code requests. Try again in 1 hour or change the number.',
      attempts: 3,
      maxAttempts: 3,
      retryIn: 3570,
    });
    now = at(3600);
    expect((await fourth.initiate('call', phone!)).statusCode).toBe(200);
  });

  it('one client IP gets at most 20 requests an hour, whichever accounts ask', async () => {
    const phones = numbers(3_000_000, 21);
    for (let account = 0; account < 5; account++) {
      const api = phoneApi(t.app, await registerUser(t.app, `ip-${account}@example.com`), 'en', '10.0.0.4');
      for (const phone of phones.slice(account * 4, account * 4 + 4)) {
        expect((await api.initiate('sms', phone)).statusCode).toBe(200);
      }
    }
    const session = await registerUser(t.app, 'ip-last@example.com');
    const res = await phoneApi(t.app, session, 'en', '10.0.0.4').initiate('sms', phones[20]!);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      error: 'max_attempts_error',
      limit: 'ip',
      errorDescription: 'Too many code requests from your network. Try again in 1 h.',
      retryIn: 3600,
    });
    // The same customer from another network is not held by that IP's count.
    expect((await phoneApi(t.app, session, 'en', '10.0.0.5').initiate('sms', phones[20]!)).statusCode).toBe(
      200,
    );
  });
});

describe('verification request limits come from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PHONE_VERIFICATION_NUMBER_HOURLY_MAX: '1', PHONE_VERIFICATION_ACCOUNT_DAILY_NUMBERS: '1' },
    });
    vi.spyOn(clock, 'now').mockImplementation(() => T0);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('reports the configured maximum and applies it', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'configured@example.com'), 'ru');
    const [first, second] = numbers(4_000_000, 2);
    expect((await api.initiate('sms', first!)).json()).toMatchObject({ attempts: 1, maxAttempts: 1 });
    const other = await api.initiate('sms', second!);
    expect(other.statusCode).toBe(429);
    expect(other.json().errorDescription).toBe(
      'Вы исчерпали суточный лимит номеров для подтверждения (1). Новый номер можно будет подтвердить через 24 ч.',
    );
  });
});
