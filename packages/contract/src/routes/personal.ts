import { z } from 'zod';
import { LOCALES, profileNamesPatchSchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

export const meResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  locale: z.enum(LOCALES),
  /** Personal code used in warehouse addresses, e.g. UA100001. */
  customerCode: z.string(),
  /** Latin names printed on warehouse labels abroad (issue 13 item 10). */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  firstNameCyr: z.string().nullable(),
  lastNameCyr: z.string().nullable(),
  middleNameCyr: z.string().nullable(),
  phoneNumber: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const meRoute = defineRoute({
  method: 'GET',
  path: '/personal/me',
  summary: 'The signed-in customer',
  tags: ['personal'],
  auth: true,
  response: { 200: meResponseSchema, 401: errorBodySchema },
});

/**
 * The domain's profile names rule: any of the five names, '' or null clears one, 422 per field in
 * the request's language.
 */
export const updateMeBodySchema = profileNamesPatchSchema;
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

export const updateMeRoute = defineRoute({
  method: 'PATCH',
  path: '/personal/me',
  summary: 'Change my names: Latin first and last (warehouse labels abroad), Cyrillic first, last, middle',
  tags: ['personal'],
  auth: true,
  body: updateMeBodySchema,
  response: { 200: meResponseSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});
