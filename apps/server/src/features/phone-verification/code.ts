import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_VERIFICATION } from '@posylka/domain';

/** A fresh 4-digit code (leading zeros kept) from the CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** PHONE_VERIFICATION.otpLength)).padStart(PHONE_VERIFICATION.otpLength, '0');
}

/** Only a salted sha-256 is stored: a leaked table does not reveal usable codes at a glance. */
export function hashCode(code: string, salt = randomBytes(16).toString('base64url')) {
  return { salt, hash: createHash('sha256').update(`${salt}:${code}`).digest('base64url') };
}

export function codeMatches(code: string, salt: string, hash: string): boolean {
  const given = Buffer.from(hashCode(code, salt).hash);
  const stored = Buffer.from(hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The feature's clock; tests replace `now` to check the limits without waiting. */
export const clock = { now: (): Date => new Date() };
