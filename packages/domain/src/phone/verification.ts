import { z } from 'zod';
import { PHONE_VERIFICATION } from '../reference/timings.js';
import { issue } from '../validation/index.js';
import { phonePayloadSchema } from './schemas.js';

/** SPEC §7 "type call or sms": the dialog calls first, the customer may switch to SMS. */
export const VERIFICATION_CHANNELS = ['call', 'sms'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/** SPEC §8 phone verification error codes, plus `code_expired` for a code that is too old to use. */
export const PHONE_VERIFICATION_ERRORS = [
  'max_attempts_error',
  'delay_error',
  'already_used',
  'wrong_code',
  'code_expired',
] as const;
export type PhoneVerificationError = (typeof PHONE_VERIFICATION_ERRORS)[number];

/** How long an issued SMS code (or a pending call) can be used. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;

/** SPEC §9 "OTP length 4": exactly four digits (the dialog's four boxes). */
const OTP_PATTERN = new RegExp(`^\\d{${PHONE_VERIFICATION.otpLength}}$`);
export const otpCodeSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!OTP_PATTERN.test(value)) issue(ctx, 'phone.code', [], { length: PHONE_VERIFICATION.otpLength });
  });

export const initiatePhoneVerificationSchema = z.object({
  phone: phonePayloadSchema,
  type: z.enum(VERIFICATION_CHANNELS),
});

export const completePhoneVerificationSchema = z.object({
  phone: phonePayloadSchema,
  code: otpCodeSchema,
});

export type CodeInputDecision =
  | { result: 'verified'; inputAttempts: number }
  /** Wrong digits; `burned` once the last allowed input was used, so the code can no longer verify. */
  | { result: 'wrong_code'; inputAttempts: number; burned: boolean }
  | { result: 'max_attempts_error'; inputAttempts: number }
  | { result: 'code_expired'; inputAttempts: number };

/**
 * SPEC §9 "5 verify attempts" per issued code. `inputAttempts` are the wrong inputs so far; a code
 * past `expiresAt` or with no inputs left never verifies, even with the right digits.
 */
export function decideCodeInput(args: {
  inputAttempts: number;
  expiresAt: Date;
  now: Date;
  matches: boolean;
}): CodeInputDecision {
  const max = PHONE_VERIFICATION.verifyAttempts;
  if (args.inputAttempts >= max) return { result: 'max_attempts_error', inputAttempts: args.inputAttempts };
  if (args.now.getTime() >= args.expiresAt.getTime()) {
    return { result: 'code_expired', inputAttempts: args.inputAttempts };
  }
  if (args.matches) return { result: 'verified', inputAttempts: args.inputAttempts };
  const inputAttempts = args.inputAttempts + 1;
  return { result: 'wrong_code', inputAttempts, burned: inputAttempts >= max };
}

/** Realtime channel that carries call-verification status (SPEC §7 "calls#{phone}"). */
export const callsChannel = (phone: string) => `calls#${phone}`;
/** Realtime channel that carries identity-document data for one customer (SPEC §7 "docs#{uid}"). */
export const docsChannel = (uid: string) => `docs#${uid}`;
