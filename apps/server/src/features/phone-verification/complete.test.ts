import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { clock } from './code.js';
import { latestSmsCode, otherCode, phoneApi } from './test-helpers.js';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('POST /api/verification/phone/complete (SPEC §7, §8, §9)', () => {
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

  it('verifies the phone with the right code and saves it as the customer verified number', async () => {
    const session = await registerUser(t.app, 'code-ok@example.com');
    const api = phoneApi(t.app, session);
    const phone = '380661234500';
    expect((await api.phoneNumber()).json()).toEqual({ phoneNumber: null, verified: false });
    await api.initiate('sms', phone);
    const res = await api.complete(await latestSmsCode(t.app, phone), phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone, verified: true });
    expect((await api.phoneNumber()).json()).toEqual({ phoneNumber: phone, verified: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/personal/me', headers: api.headers });
    expect(me.json().phoneNumber).toEqual({ number: phone, verified: true });
  });

  it('counts wrong codes (wrong_code with inputAttempts), burns the code after 5, then max_attempts_error', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'code-wrong@example.com'), 'uk');
    const phone = '380661234501';
    await api.initiate('sms', phone);
    const code = await latestSmsCode(t.app, phone);
    for (let i = 1; i <= 5; i++) {
      const res = await api.complete(otherCode(code), phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'wrong_code',
        errorDescription: `Неправильний код. Залишилося спроб: ${5 - i}.`,
        inputAttempts: i,
        maxInputAttempts: 5,
      });
    }
    // The right code no longer helps: the inputs of this code are used up.
    const burned = await api.complete(code, phone);
    expect(burned.statusCode).toBe(429);
    expect(burned.json()).toMatchObject({
      error: 'max_attempts_error',
      inputAttempts: 5,
      maxInputAttempts: 5,
    });
    expect(burned.json().errorDescription).toMatch(/^Перевірте свій номер телефону/);
    expect((await api.phoneNumber()).json()).toEqual({ phoneNumber: null, verified: false });

    // A new code (after the 60 s timer) has its own 5 inputs.
    now = at(60);
    await api.initiate('sms', phone);
    expect((await api.complete(await latestSmsCode(t.app, phone), phone)).statusCode).toBe(200);
  });

  it('accepts only the newest code: a re-requested code replaces the older one', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'code-newest@example.com'));
    const phone = '380661234502';
    await api.initiate('sms', phone);
    const first = await latestSmsCode(t.app, phone);
    now = at(61);
    await api.initiate('sms', phone);
    const second = await latestSmsCode(t.app, phone);
    if (first !== second) expect((await api.complete(first, phone)).json().error).toBe('wrong_code');
    expect((await api.complete(second, phone)).statusCode).toBe(200);
  });

  it('refuses an expired code (410 code_expired) and a phone with no code requested', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'code-late@example.com'), 'en');
    const phone = '380661234503';
    await api.initiate('sms', phone);
    const code = await latestSmsCode(t.app, phone);
    now = at(10 * 60);
    const late = await api.complete(code, phone);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      error: 'code_expired',
      errorDescription: 'The code is no longer valid. Request a new code.',
    });
    const none = await api.complete('1234', '380661234599');
    expect(none.statusCode).toBe(410);
    expect(none.json().error).toBe('code_expired');
  });

  it('answers already_used when the number got verified on another account meanwhile', async () => {
    const phone = '380661234504';
    const slow = phoneApi(t.app, await registerUser(t.app, 'code-slow@example.com'));
    const fast = phoneApi(t.app, await registerUser(t.app, 'code-fast@example.com'));
    await slow.initiate('sms', phone);
    const slowCode = await latestSmsCode(t.app, phone);
    await fast.initiate('sms', phone);
    expect((await fast.complete(await latestSmsCode(t.app, phone), phone)).statusCode).toBe(200);
    const res = await slow.complete(slowCode, phone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'already_used',
      errorDescription: 'This number cannot be added! It is already verified on another account.',
    });
  });

  it('does not let one customer use a code sent to another customer', async () => {
    const phone = '380661234505';
    const owner = phoneApi(t.app, await registerUser(t.app, 'code-owner@example.com'));
    const thief = phoneApi(t.app, await registerUser(t.app, 'code-thief@example.com'));
    await owner.initiate('sms', phone);
    const res = await thief.complete(await latestSmsCode(t.app, phone), phone);
    expect(res.statusCode).toBe(410);
    expect((await thief.phoneNumber()).json()).toEqual({ phoneNumber: null, verified: false });
  });

  it('answers 422 for a code that is not 4 digits, and 401 without sign-in', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'code-shape@example.com'));
    const res = await api.complete('12a');
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ property: 'code', message: 'Enter the 4-digit code' }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/complete',
      payload: { phone: '380661234505', code: '1234' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/personal/phone-number' })).statusCode).toBe(401);
  });
});
