import { violationsToFieldErrors, type ApiError } from '@posylka/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a 422's violations (SPEC §8) on the form's fields. Violations for fields the form does not
 * have go to `root.server` so they are still shown. Returns false when the error is not a 422.
 */
export function applyServerViolations<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (error.status !== 422) return false;
  const byField = violationsToFieldErrors(error.violations);
  const unknown: string[] = [];
  for (const [path, message] of Object.entries(byField)) {
    if ((fields as readonly string[]).includes(path)) setError(path as Path<T>, { type: 'server', message });
    else unknown.push(message);
  }
  if (unknown.length > 0 || Object.keys(byField).length === 0) {
    setError('root.server' as Path<T>, {
      type: 'server',
      message: unknown.join(' ') || error.errorDescription,
    });
  }
  return true;
}
