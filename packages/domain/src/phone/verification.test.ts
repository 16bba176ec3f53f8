import { describe, expect, it } from 'vitest';
import {
  completePhoneVerificationSchema,
  decideCodeInput,
  initiatePhoneVerificationSchema,
} from './verification.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

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
