import { describe, expect, it } from 'vitest';
import { PHONE_VERIFICATION } from '../reference/timings.js';
import {
  completePhoneVerificationSchema,
  decideCodeInput,
  decideVerificationRequest,
  initiatePhoneVerificationSchema,
} from './verification.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
const sms = (seconds: number) => ({ at: at(seconds), channel: 'sms' as const });
const call = (seconds: number) => ({ at: at(seconds), channel: 'call' as const });

describe('decideVerificationRequest: "3 request attempts, retry timer 60 s, 1-hour lock-out" (SPEC §9)', () => {
  it('allows the first request and asks to wait 60 s before the next', () => {
    expect(decideVerificationRequest([], 'call', at(0))).toEqual({
      ok: true,
      attempts: 1,
      retryInMs: 60_000,
    });
  });

  it('answers delay_error with the time left when the last request on that channel is under 60 s old', () => {
    expect(decideVerificationRequest([sms(0)], 'sms', at(45))).toEqual({
      ok: false,
      error: 'delay_error',
      attempts: 1,
      retryInMs: 15_000,
    });
    expect(decideVerificationRequest([sms(0)], 'sms', at(60))).toMatchObject({ ok: true, attempts: 2 });
  });

  it('lets the customer switch from call to SMS at once (SPEC §4), counting the attempt', () => {
    expect(decideVerificationRequest([call(0)], 'sms', at(5))).toEqual({
      ok: true,
      attempts: 2,
      retryInMs: 60_000,
    });
    expect(decideVerificationRequest([call(0), sms(5)], 'sms', at(10))).toMatchObject({
      error: 'delay_error',
    });
    expect(decideVerificationRequest([call(0), sms(5)], 'call', at(10))).toMatchObject({
      ok: true,
      attempts: 3,
    });
  });

  it('counts the third request as the last one: the next wait is the lock-out, not 60 s', () => {
    expect(decideVerificationRequest([sms(0), sms(60)], 'sms', at(120))).toEqual({
      ok: true,
      attempts: 3,
      retryInMs: PHONE_VERIFICATION.lockoutMs,
    });
  });

  it('refuses a 4th request in the hour with max_attempts_error until the oldest is an hour old', () => {
    const three = [sms(0), call(60), sms(120)];
    expect(decideVerificationRequest(three, 'call', at(600))).toEqual({
      ok: false,
      error: 'max_attempts_error',
      attempts: 3,
      retryInMs: 3_000_000,
    });
    expect(decideVerificationRequest(three, 'sms', at(3599))).toMatchObject({
      ok: false,
      error: 'max_attempts_error',
    });
    expect(decideVerificationRequest(three, 'sms', at(3600))).toEqual({
      ok: true,
      attempts: 3,
      retryInMs: 3_600_000,
    });
  });

  it('ignores requests older than an hour and ones in the future', () => {
    expect(decideVerificationRequest([sms(-7200), sms(-3601), sms(500)], 'sms', at(0))).toMatchObject({
      ok: true,
      attempts: 1,
    });
  });
});

describe('decideCodeInput: "5 verify attempts" per code, codes expire (SPEC §9)', () => {
  const expiresAt = at(600);
  it('verifies the right code before expiry', () => {
    expect(decideCodeInput({ inputAttempts: 2, expiresAt, now: at(10), matches: true })).toEqual({
      result: 'verified',
      inputAttempts: 2,
    });
  });

  it('counts wrong inputs and burns the code on the 5th', () => {
    expect(decideCodeInput({ inputAttempts: 0, expiresAt, now: at(10), matches: false })).toEqual({
      result: 'wrong_code',
      inputAttempts: 1,
      burned: false,
    });
    expect(decideCodeInput({ inputAttempts: 4, expiresAt, now: at(10), matches: false })).toEqual({
      result: 'wrong_code',
      inputAttempts: 5,
      burned: true,
    });
  });

  it('refuses even the right code once the inputs are used up or the code expired', () => {
    expect(decideCodeInput({ inputAttempts: 5, expiresAt, now: at(10), matches: true }).result).toBe(
      'max_attempts_error',
    );
    expect(decideCodeInput({ inputAttempts: 0, expiresAt, now: at(600), matches: true }).result).toBe(
      'code_expired',
    );
  });
});

describe('payload schemas', () => {
  it('normalises the phone to 12 digits and requires call or sms', () => {
    expect(initiatePhoneVerificationSchema.parse({ phone: '+38 (067) 123 45 67', type: 'sms' })).toEqual({
      phone: '380671234567',
      type: 'sms',
    });
    expect(initiatePhoneVerificationSchema.safeParse({ phone: '380671234567', type: 'fax' }).success).toBe(
      false,
    );
    expect(initiatePhoneVerificationSchema.safeParse({ phone: '380011234567', type: 'sms' }).success).toBe(
      false,
    );
  });

  it('accepts a code of exactly 4 digits', () => {
    const ok = (code: string) =>
      completePhoneVerificationSchema.safeParse({ phone: '380671234567', code }).success;
    expect(ok('0421')).toBe(true);
    expect(ok('421')).toBe(false);
    expect(ok('12a4')).toBe(false);
    expect(ok('12345')).toBe(false);
  });
});
