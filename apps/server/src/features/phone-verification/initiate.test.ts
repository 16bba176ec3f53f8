import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxFor, registerUser } from '../../../test/http.js';
import { clock } from './code.js';
import { latestSmsCode, PHONE, phoneApi } from './test-helpers.js';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('POST /api/verification/phone/initiate (SPEC §7, §9 limits)', () => {
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

  it('texts a 4-digit code to the normalised phone and reports the attempts', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'sms-first@example.com'));
    const res = await api.initiate('sms', '+38 (067) 123 00 11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: PHONE,
      type: 'sms',
      attempts: 1,
      maxAttempts: 3,
      retryIn: 60,
      error: null,
    });
    const code = await latestSmsCode(t.app);
    expect(code).toMatch(/^\d{4}$/);
    const [sms] = await outboxFor(t.app, PHONE);
    expect(sms?.subject).toBe('SMS');
    expect(sms?.text).toContain(code);
  });

  it('rings the phone for type call: a pending call lands in the outbox, no code is sent', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'call-first@example.com'));
    const phone = '380501112233';
    const res = await api.initiate('call', phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'call', attempts: 1, maxAttempts: 3 });
    const [call] = await outboxFor(t.app, phone);
    expect(call).toMatchObject({ subject: 'Call', meta: { channel: 'call', callStatus: 'pending' } });
    expect(call?.meta.code).toBeUndefined();
  });

  it('answers delay_error with seconds left within 60 s, and accepts the request after 60 s', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'delay@example.com'), 'uk');
    const phone = '380631112233';
    expect((await api.initiate('sms', phone)).statusCode).toBe(200);
    now = at(20);
    const early = await api.initiate('sms', phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: 'delay_error',
      limit: 'gap',
      errorDescription: 'Код уже надіслано. Повторний запит можливий через 40 с.',
      attempts: 1,
      maxAttempts: 3,
      retryIn: 40,
    });
    now = at(60);
    expect((await api.initiate('sms', phone)).json()).toMatchObject({ attempts: 2, retryIn: 60 });
  });

  it('holds the 60 s gap across channels: a switch from a call to SMS re-requests only after the gap', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'switch@example.com'), 'uk');
    const phone = '380631112244';
    expect((await api.initiate('call', phone)).json()).toMatchObject({ attempts: 1 });
    now = at(3);
    const early = await api.initiate('sms', phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      error: 'delay_error',
      limit: 'gap',
      errorDescription: 'Код уже надіслано. Повторний запит можливий через 57 с.',
      attempts: 1,
      maxAttempts: 3,
      retryIn: 57,
    });
    expect((await outboxFor(t.app, phone)).filter((m) => m.meta.channel === 'sms')).toEqual([]);
    now = at(60);
    expect((await api.initiate('sms', phone)).json()).toMatchObject({
      type: 'sms',
      attempts: 2,
      retryIn: 60,
    });
    now = at(70);
    expect((await api.initiate('call', phone)).json()).toMatchObject({ error: 'delay_error', retryIn: 50 });
  });

  it('allows 3 requests an hour, then max_attempts_error with the lock-out until the hour passes', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'limit@example.com'));
    const phone = '380671110000';
    for (const [i, second] of [0, 60, 120].entries()) {
      now = at(second);
      const res = await api.initiate('sms', phone);
      expect(res.json()).toMatchObject({ attempts: i + 1 });
    }
    now = at(600);
    const fourth = await api.initiate('sms', phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: 'max_attempts_error',
      limit: 'number',
      errorDescription:
        'Check your phone number: you have used all code requests. Try again in 1 hour or change the number.',
      attempts: 3,
      maxAttempts: 3,
      retryIn: 3000,
    });
    // Another number of the same customer has its own limits ("or change the number").
    expect((await api.initiate('sms', '380671110001')).statusCode).toBe(200);
    now = at(3600);
    expect((await api.initiate('sms', phone)).statusCode).toBe(200);
  });

  it('refuses with already_used (409) a number verified on another account', async () => {
    const phone = '380931234567';
    const owner = phoneApi(t.app, await registerUser(t.app, 'owner@example.com'));
    await owner.initiate('sms', phone);
    expect((await owner.complete(await latestSmsCode(t.app, phone), phone)).statusCode).toBe(200);

    const other = phoneApi(t.app, await registerUser(t.app, 'other@example.com'), 'ru');
    const res = await other.initiate('call', phone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'already_used',
      errorDescription: 'Этот номер нельзя добавить! Он уже подтверждён в другой учётной записи.',
    });
  });

  it('answers 422 per field for a bad phone or type, in the request language', async () => {
    const api = phoneApi(t.app, await registerUser(t.app, 'bad-input@example.com'), 'uk');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/initiate',
      headers: api.headers,
      payload: { phone: '+38 (012) 345 67 89', type: 'fax' },
    });
    expect(res.statusCode).toBe(422);
    const properties = (res.json().violations as { property: string }[]).map((v) => v.property).sort();
    expect(properties).toEqual(['phone', 'type']);
  });

  it('requires sign-in (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/initiate',
      payload: { phone: PHONE, type: 'sms' },
    });
    expect(res.statusCode).toBe(401);
  });
});
