import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { loginBodySchema, registerBodySchema } from './account-payloads.js';
import { defineRoute } from './route.js';

export {
  loginBodySchema,
  registerBodySchema,
  type LoginBody,
  type RegisterBody,
} from './account-payloads.js';

/** The opaque session token; also set as the httpOnly `session` cookie with a readable `csrf_token`. */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register',
  summary: 'Register with e-mail and password (the e-mail step); sends the confirmation e-mail',
  tags: ['auth'],
  auth: false,
  body: registerBodySchema,
  response: { 201: tokenResponseSchema, 422: validationErrorBodySchema, 429: errorBodySchema },
});

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  auth: false,
  body: loginBodySchema,
  response: {
    200: tokenResponseSchema,
    401: errorBodySchema,
    422: validationErrorBodySchema,
    429: errorBodySchema,
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  summary: 'End the current session and clear the session cookies',
  tags: ['auth'],
  auth: true,
  response: { 204: z.null(), 401: errorBodySchema, 403: errorBodySchema },
});
