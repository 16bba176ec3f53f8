import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { emailOnlySchema } from './account-payloads.js';
import { defineRoute } from './route.js';

export const sendEmailVerificationBodySchema = emailOnlySchema;
export const sendEmailVerificationResponseSchema = z.object({ sent: z.literal(true) });

export const sendEmailVerificationRoute = defineRoute({
  method: 'POST',
  path: '/verification/email',
  summary: "(Re)send the confirmation e-mail to the signed-in customer's own address",
  tags: ['verification'],
  auth: true,
  body: sendEmailVerificationBodySchema,
  response: {
    200: sendEmailVerificationResponseSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    409: errorBodySchema,
    422: validationErrorBodySchema,
    429: errorBodySchema,
  },
});

export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const confirmEmailResponseSchema = z.object({ emailVerified: z.literal(true) });

export const confirmEmailRoute = defineRoute({
  method: 'POST',
  path: '/verification/email/confirm',
  summary: 'Confirm the e-mail address with the token from the e-mail link (no sign-in needed)',
  tags: ['verification'],
  auth: false,
  body: confirmEmailBodySchema,
  response: {
    200: confirmEmailResponseSchema,
    404: errorBodySchema,
    410: errorBodySchema,
    422: validationErrorBodySchema,
  },
});
