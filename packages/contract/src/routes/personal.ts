import { z } from 'zod';
import { LOCALES } from '@posylka/domain';
import { errorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

export const meResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  locale: z.enum(LOCALES),
  /** Personal code used in warehouse addresses, e.g. UA100001. */
  customerCode: z.string(),
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
