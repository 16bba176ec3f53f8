import { z } from 'zod';
import { issue } from '../validation/index.js';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './credentials.js';

// Issue 16 item 5: password reset, password change and e-mail change. The new password follows the
// registration policy (credentials.ts); the parts that need the account (its e-mail's local part,
// the common-password list) are checked by the server, which knows them.

/** A new password as registration asks for it: 8 to 128 characters with a letter and a digit. */
export const newPasswordSchema = z
  .string()
  .min(1, 'required')
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .superRefine((password, ctx) => {
    if (!/\p{L}/u.test(password) || !/\d/.test(password)) issue(ctx, 'password.letterAndDigit');
  });

/** The single-use token from an e-mail link. */
export const accountTokenSchema = z.string().trim().min(1, 'required').max(200);

/** The current password, asked before a change: only non-empty (it may predate today's policy). */
const currentPasswordSchema = z.string().min(1, 'required').max(PASSWORD_MAX);

export const forgotPasswordPayloadSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.output<typeof forgotPasswordPayloadSchema>;

export const resetPasswordPayloadSchema = z.object({
  token: accountTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordPayload = z.output<typeof resetPasswordPayloadSchema>;

export const changePasswordPayloadSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .superRefine((value, ctx) => {
    if (value.newPassword === value.currentPassword) issue(ctx, 'password.sameAsCurrent', ['newPassword']);
  });
export type ChangePasswordPayload = z.output<typeof changePasswordPayloadSchema>;

export const changeEmailPayloadSchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailPayload = z.output<typeof changeEmailPayloadSchema>;

export const confirmEmailChangePayloadSchema = z.object({ token: accountTokenSchema });
export type ConfirmEmailChangePayload = z.output<typeof confirmEmailChangePayloadSchema>;
