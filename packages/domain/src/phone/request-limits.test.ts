import { describe, expect, it } from 'vitest';
import {
  decideVerificationRequest,
  DEFAULT_VERIFICATION_LIMITS,
  type VerificationRequestLog,
} from './request-limits.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
const HOUR = 3600;
const DAY = 24 * HOUR;
const PHONE = '380671110000';

/** A log in which this account asked for PHONE at the given seconds (and nobody else asked anything). */
const mine = (...seconds: number[]): VerificationRequestLog => ({
  account: seconds.map((s) => ({ phone: PHONE, at: at(s) })),
  number: seconds.map(at),
  ip: seconds.map(at),
});
const empty: VerificationRequestLog = { account: [], number: [], ip: [] };
const ask = (seconds: number, phone = PHONE) => ({ phone, now: at(seconds) });

describe('the default limits (README): 3 per number an hour, 5 numbers per account a day, 20 per IP an hour', () => {
  it('are the SPEC §9 "3 request attempts" and the issue 13 limits', () => {
    expect(DEFAULT_VERIFICATION_LIMITS).toEqual({
      perNumberPerHour: 3,
      numbersPerAccountPerDay: 5,
      perIpPerHour: 20,
    });
  });
});

describe('the 60 s gap holds across channels: a switch between call and SMS re-requests, but only after the gap', () => {
  it('allows the first request and asks to wait 60 s before the next', () => {
    expect(decideVerificationRequest(empty, ask(0))).toEqual({ ok: true, attempts: 1, retryInMs: 60_000 });
  });

  it('answers delay_error with the time left whatever the channel of the last request, then accepts', () => {
    expect(decideVerificationRequest(mine(0), ask(45))).toEqual({
      ok: false,
      error: 'delay_error',
      limit: 'gap',
      attempts: 1,
      retryInMs: 15_000,
    });
    expect(decideVerificationRequest(mine(0), ask(60))).toEqual({ ok: true, attempts: 2, retryInMs: 60_000 });
  });

  it('keeps the gap per number: the account may ask for another number at once', () => {
    expect(decideVerificationRequest(mine(0), ask(5, '380671110001'))).toMatchObject({ ok: true });
  });
});

describe('per number: at most 3 requests in any hour, whichever accounts ask (SPEC §9 "3 request attempts")', () => {
  it('counts the third request as the last one: the next wait runs until the oldest is an hour old', () => {
    expect(decideVerificationRequest(mine(0, 60), ask(120))).toEqual({
      ok: true,
      attempts: 3,
      retryInMs: (HOUR - 120) * 1000,
    });
  });

  it('refuses a 4th request with max_attempts_error until the oldest of the hour is an hour old', () => {
    expect(decideVerificationRequest(mine(0, 60, 120), ask(600))).toEqual({
      ok: false,
      error: 'max_attempts_error',
      limit: 'number',
      attempts: 3,
      retryInMs: 3_000_000,
    });
    expect(decideVerificationRequest(mine(0, 60, 120), ask(HOUR - 1))).toMatchObject({ limit: 'number' });
    expect(decideVerificationRequest(mine(0, 60, 120), ask(HOUR))).toMatchObject({ ok: true, attempts: 3 });
  });

  it("counts other accounts' requests for the number too", () => {
    const others: VerificationRequestLog = { account: [], number: [at(0), at(10), at(20)], ip: [] };
    expect(decideVerificationRequest(others, ask(30))).toMatchObject({
      ok: false,
      error: 'max_attempts_error',
      limit: 'number',
    });
  });

  it('ignores requests older than an hour and ones in the future', () => {
    const log = { account: [], number: [at(-7200), at(-3601), at(500)], ip: [] };
    expect(decideVerificationRequest(log, ask(0))).toMatchObject({ ok: true, attempts: 1 });
  });
});

describe('per account: codes for at most 5 different numbers in 24 hours', () => {
  const five = ['380671110001', '380671110002', '380671110003', '380671110004', '380671110005'];
  const log = (hoursAgo: number[]): VerificationRequestLog => ({
    account: five.map((phone, i) => ({ phone, at: at(-hoursAgo[i]! * HOUR) })),
    number: [],
    ip: [],
  });

  it('refuses a 6th number with max_attempts_error until the oldest number leaves the day', () => {
    expect(decideVerificationRequest(log([20, 10, 3, 2, 1]), ask(0))).toEqual({
      ok: false,
      error: 'max_attempts_error',
      limit: 'account',
      attempts: 0,
      retryInMs: 4 * HOUR * 1000,
    });
    expect(decideVerificationRequest(log([24, 10, 3, 2, 1]), ask(0))).toMatchObject({ ok: true });
  });

  it('still allows a number already asked for today', () => {
    expect(decideVerificationRequest(log([20, 10, 3, 2, 1]), ask(0, five[1]))).toMatchObject({ ok: true });
  });

  it('counts a number by its latest request of the day', () => {
    const again = log([23, 10, 3, 2, 1]);
    const withRepeat = { ...again, account: [...again.account, { phone: five[0]!, at: at(-2 * HOUR) }] };
    expect(decideVerificationRequest(withRepeat, ask(0))).toMatchObject({
      limit: 'account',
      retryInMs: 14 * HOUR * 1000,
    });
  });

  it('ignores what is older than a day', () => {
    expect(decideVerificationRequest(log([DAY, 30, 25, 24, 24]), ask(0))).toMatchObject({ ok: true });
  });
});

describe('per IP: at most 20 requests an hour from one client address, whichever accounts ask', () => {
  const ipLog = (n: number): VerificationRequestLog => ({
    account: [],
    number: [],
    ip: Array.from({ length: n }, (_, i) => at(i * 60)),
  });

  it('refuses the 21st request until the oldest of the hour is an hour old', () => {
    expect(decideVerificationRequest(ipLog(20), ask(20 * 60))).toEqual({
      ok: false,
      error: 'max_attempts_error',
      limit: 'ip',
      attempts: 0,
      retryInMs: (HOUR - 20 * 60) * 1000,
    });
  });

  it('tells the 20th request to wait until the IP is below its limit again', () => {
    expect(decideVerificationRequest(ipLog(19), ask(19 * 60))).toEqual({
      ok: true,
      attempts: 1,
      retryInMs: (HOUR - 19 * 60) * 1000,
    });
  });

  it('takes the limits it is given (the server configuration)', () => {
    const limits = { perNumberPerHour: 3, numbersPerAccountPerDay: 5, perIpPerHour: 2 };
    expect(decideVerificationRequest(ipLog(2), ask(120), limits)).toMatchObject({ limit: 'ip' });
    expect(decideVerificationRequest(ipLog(1), ask(120), limits)).toMatchObject({ ok: true });
  });
});

describe('order of the rules: the hard limits before the gap', () => {
  it('answers max_attempts_error, not delay_error, when both apply', () => {
    expect(decideVerificationRequest(mine(0, 60, 120), ask(130))).toMatchObject({
      error: 'max_attempts_error',
      limit: 'number',
    });
  });
});
