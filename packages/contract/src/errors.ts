import { z } from 'zod';

/** Every non-2xx answer carries a human-readable, localized description (SPEC §8). */
export const errorBodySchema = z.object({ errorDescription: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Symfony-style property path, e.g. `items[0].unitPrice.amount`. */
export const violationSchema = z.object({ property: z.string(), message: z.string() });
export type Violation = z.infer<typeof violationSchema>;

/** 422: per-field violations; errorDescription summarises them for clients that show one toast. */
export const validationErrorBodySchema = errorBodySchema.extend({ violations: z.array(violationSchema) });
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Header the web app sets from the page language; the server answers errors in that language. */
export const LOCALE_HEADER = 'x-locale';
/** Double-submit CSRF: cookie-authenticated writes must echo the csrf cookie in this header. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_COOKIE = 'session';
