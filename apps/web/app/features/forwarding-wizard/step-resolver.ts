import { toNestErrors } from '@hookform/resolvers';
import { violationsToFieldErrors, type Violation } from '@posylka/contract';
import { toFieldErrors, type Locale } from '@posylka/domain';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver over a domain schema chosen at validation time (the results form's
 * rules depend on the live customs total), with the domain catalogue's messages like
 * forms/domain-resolver.ts. `input` maps form values to the schema's shape and `path` maps the
 * schema's error paths back to form fields.
 */
export function stepResolver<T extends FieldValues>(
  schema: () => z.ZodType,
  locale: Locale,
  map: { input?: (values: T) => unknown; path?: (path: string) => string } = {},
): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema().safeParseAsync(map.input ? map.input(values) : values);
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(toFieldErrors(result.error.issues, locale))) {
      const field = map.path ? map.path(path) : path;
      flat[field] ??= { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<T> };
  };
}

/** Server violations (SPEC §8 paths) onto a step's fields; `rename` maps payload paths to fields. */
export function showViolations<T extends FieldValues>(
  violations: readonly Violation[],
  setError: UseFormSetError<T>,
  rename: (field: string) => string = (f) => f,
): boolean {
  const byField = violationsToFieldErrors(violations);
  let shown = false;
  for (const [path, message] of Object.entries(byField)) {
    setError(rename(path) as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** "On failure the view scrolls to the first error" (SPEC §8). */
export function scrollToFirstError(root: HTMLElement | null): void {
  if (!root) return;
  // After React has painted the error texts.
  window.setTimeout(() => {
    const first = root.querySelector<HTMLElement>('[aria-invalid="true"], .field__error, [role="alert"]');
    first?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    if (first && 'focus' in first && first.matches('input, select, textarea, button')) first.focus();
  }, 0);
}
