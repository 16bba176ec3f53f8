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

export { LOCALE_HEADER, CSRF_HEADER, CSRF_COOKIE, SESSION_COOKIE } from './headers.js';
