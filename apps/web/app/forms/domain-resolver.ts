import { toNestErrors } from '@hookform/resolvers';
import { toFieldErrors, type Locale } from '@posylka/domain';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form resolver over a domain/contract zod schema. Unlike zodResolver, which shows zod's
 * built-in English texts, messages come from the domain validation catalogue in the page language,
 * so the form says exactly what the server's 422 would say.
 */
export function domainResolver<T extends FieldValues>(schema: z.ZodType<T>, locale: Locale): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(toFieldErrors(result.error.issues, locale))) {
      flat[path] = { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<T> };
  };
}
