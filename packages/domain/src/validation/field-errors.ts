import type { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { toFieldErrors } from './violations.js';

/**
 * Parses `value` and returns its localized per-field errors ({} when valid). The web's form resolver
 * and tests use it; the server uses `toViolations` on the same issues.
 */
export function fieldErrorsOf(
  schema: z.ZodType,
  value: unknown,
  locale: Locale = 'uk',
): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error.issues, locale);
}
