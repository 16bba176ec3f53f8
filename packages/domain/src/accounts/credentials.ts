import { z } from 'zod';
import { issue } from '../validation/index.js';

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** E-mail: trimmed, lower-cased (so one mailbox is one account), valid, at most 254 characters (RFC 5321). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(EMAIL_MAX)
  .pipe(z.email('email.invalid'));

/**
 * Registration password policy: 8 to 128 characters, at least one letter and one digit, and not
 * containing the e-mail's local part (checked case-insensitively; local parts under 3 characters
 * are too short to matter).
 */
export function passwordIssue(
  password: string,
  email: string,
): 'password.letterAndDigit' | 'password.containsEmail' | null {
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'password.letterAndDigit';
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'password.containsEmail';
  return null;
}

export const registerPayloadSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, 'required').min(PASSWORD_MIN).max(PASSWORD_MAX),
  })
  .superRefine((value, ctx) => {
    const problem = passwordIssue(value.password, value.email);
    if (problem) issue(ctx, problem, ['password']);
  });
export type RegisterPayload = z.output<typeof registerPayloadSchema>;

/** Login only needs a non-empty password: the policy may have changed since the account was made. */
export const loginPayloadSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'required').max(PASSWORD_MAX),
});
export type LoginPayload = z.output<typeof loginPayloadSchema>;
