import { z } from 'zod';
import {
  changeEmailPayloadSchema,
  changePasswordPayloadSchema,
  confirmEmailChangePayloadSchema,
  forgotPasswordPayloadSchema,
  resetPasswordPayloadSchema,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

// Issue 16 item 5: the password reset by e-mail, the password change and the e-mail change. The
// payloads are the domain's (packages/domain/src/accounts/password-change.ts).

export const forgotPasswordBodySchema = forgotPasswordPayloadSchema;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
/** The same answer whether the address has an account or not. */
export const forgotPasswordResponseSchema = z.object({ accepted: z.literal(true) });

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/password/forgot',
  summary: 'Send a password reset link (valid 1 hour) if the address has an account; same answer either way',
  tags: ['auth'],
  auth: false,
  body: forgotPasswordBodySchema,
  response: { 200: forgotPasswordResponseSchema, 422: validationErrorBodySchema, 429: errorBodySchema },
});

export const resetPasswordBodySchema = resetPasswordPayloadSchema;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = z.object({ passwordReset: z.literal(true) });

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/password/reset',
  summary: 'Set a new password with the single-use token of the reset link; ends every session',
  tags: ['auth'],
  auth: false,
  body: resetPasswordBodySchema,
  response: { 200: resetPasswordResponseSchema, 422: validationErrorBodySchema, 429: errorBodySchema },
});

export const changePasswordBodySchema = changePasswordPayloadSchema;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({ passwordChanged: z.literal(true) });

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/personal/password',
  summary: 'Change my password (the current one required); ends my other sessions',
  tags: ['personal'],
  auth: true,
  body: changePasswordBodySchema,
  response: {
    200: changePasswordResponseSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    422: validationErrorBodySchema,
    429: errorBodySchema,
  },
});

/** An e-mail change waiting for the link sent to the new address. */
export const pendingEmailChangeSchema = z.object({ email: z.string(), expiresAt: z.iso.datetime() });
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
export const emailChangeStateSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export type EmailChangeState = z.infer<typeof emailChangeStateSchema>;

export const emailChangeStateRoute = defineRoute({
  method: 'GET',
  path: '/personal/email',
  summary: 'My pending e-mail change, if any',
  tags: ['personal'],
  auth: true,
  response: { 200: emailChangeStateSchema, 401: errorBodySchema },
});

export const changeEmailBodySchema = changeEmailPayloadSchema;
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const changeEmailRoute = defineRoute({
  method: 'POST',
  path: '/personal/email',
  summary: 'Ask to change my e-mail: a confirmation link (valid 24 hours) goes to the new address',
  tags: ['personal'],
  auth: true,
  body: changeEmailBodySchema,
  response: {
    200: emailChangeStateSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    422: validationErrorBodySchema,
    429: errorBodySchema,
  },
});

export const confirmEmailChangeBodySchema = confirmEmailChangePayloadSchema;
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;
export const confirmEmailChangeResponseSchema = z.object({ email: z.string() });

export const confirmEmailChangeRoute = defineRoute({
  method: 'POST',
  path: '/auth/email/confirm',
  summary: 'Confirm a new e-mail address with the token of its link (no sign-in needed)',
  tags: ['auth'],
  auth: false,
  body: confirmEmailChangeBodySchema,
  response: { 200: confirmEmailChangeResponseSchema, 422: validationErrorBodySchema, 429: errorBodySchema },
});
