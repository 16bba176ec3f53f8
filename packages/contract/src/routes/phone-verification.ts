import { z } from 'zod';
import {
  completePhoneVerificationSchema,
  initiatePhoneVerificationSchema,
  PHONE_VERIFICATION_ERRORS,
  VERIFICATION_CHANNELS,
  VERIFICATION_LIMIT_RULES,
} from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';
import { outboxQuerySchema } from './system.js';

export const initiatePhoneVerificationBodySchema = initiatePhoneVerificationSchema;
export const completePhoneVerificationBodySchema = completePhoneVerificationSchema;

/** SPEC §7 initiate response: the number's request attempts of the current hour, the maximum, no error. */
export const initiatePhoneVerificationResponseSchema = z.object({
  phone: z.string(),
  type: z.enum(VERIFICATION_CHANNELS),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Seconds before another request is accepted (60, or the lock-out after the last attempt). */
  retryIn: z.number().int(),
  error: z.null(),
});
export type InitiatePhoneVerificationResponse = z.infer<typeof initiatePhoneVerificationResponseSchema>;

/**
 * Failure body of both calls (SPEC §7, §8): the machine code the dialog reacts to, the localized
 * text, and the counters that apply (request attempts for initiate, code inputs for complete).
 */
export const phoneVerificationErrorBodySchema = errorBodySchema.extend({
  error: z.enum(PHONE_VERIFICATION_ERRORS),
  attempts: z.number().int().optional(),
  maxAttempts: z.number().int().optional(),
  retryIn: z.number().int().optional(),
  /** Which request limit refused (issue 13): the dialog words the number's limit itself. */
  limit: z.enum(VERIFICATION_LIMIT_RULES).optional(),
  inputAttempts: z.number().int().optional(),
  maxInputAttempts: z.number().int().optional(),
});
export type PhoneVerificationErrorBody = z.infer<typeof phoneVerificationErrorBodySchema>;

export const completePhoneVerificationResponseSchema = z.object({
  phone: z.string(),
  verified: z.literal(true),
});

export const initiatePhoneVerificationRoute = defineRoute({
  method: 'POST',
  path: '/verification/phone/initiate',
  summary:
    'Request a verification call or SMS code: 60 s apart whatever the channel; limits per number, account and IP',
  tags: ['verification'],
  auth: true,
  body: initiatePhoneVerificationBodySchema,
  response: {
    200: initiatePhoneVerificationResponseSchema,
    401: errorBodySchema,
    403: errorBodySchema,
    409: phoneVerificationErrorBodySchema,
    422: validationErrorBodySchema,
    429: phoneVerificationErrorBodySchema,
    503: errorBodySchema,
  },
});

export const completePhoneVerificationRoute = defineRoute({
  method: 'POST',
  path: '/verification/phone/complete',
  summary: 'Confirm the phone with the 4-digit SMS code (5 inputs per code)',
  tags: ['verification'],
  auth: true,
  body: completePhoneVerificationBodySchema,
  response: {
    200: completePhoneVerificationResponseSchema,
    400: phoneVerificationErrorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    409: phoneVerificationErrorBodySchema,
    410: phoneVerificationErrorBodySchema,
    422: validationErrorBodySchema,
    429: phoneVerificationErrorBodySchema,
  },
});

export const phoneNumberResponseSchema = z.object({
  /** 12 digits (380…) or null when the customer has none yet. */
  phoneNumber: z.string().nullable(),
  verified: z.boolean(),
});
export type PhoneNumberResponse = z.infer<typeof phoneNumberResponseSchema>;

export const phoneNumberRoute = defineRoute({
  method: 'GET',
  path: '/personal/phone-number',
  summary: "The signed-in customer's phone and whether it is verified",
  tags: ['personal'],
  auth: true,
  response: { 200: phoneNumberResponseSchema, 401: errorBodySchema },
});

/** Dev-only: "answer" a pending sandbox verification call (the outbox page's button). */
export const answerSandboxCallRoute = defineRoute({
  method: 'POST',
  path: '/dev/outbox/calls/:id/answer',
  summary: 'Answer a pending sandbox verification call: verifies the phone (not in production)',
  tags: ['dev'],
  auth: false,
  params: z.object({ id: z.uuid() }),
  /** The outbox page's filter, to return to it after the form post. */
  querystring: outboxQuerySchema,
  response: {
    200: z.object({ phone: z.string(), verified: z.literal(true) }),
    404: errorBodySchema,
    409: phoneVerificationErrorBodySchema,
    410: phoneVerificationErrorBodySchema,
  },
});
