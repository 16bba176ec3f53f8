import { isApiError } from '@posylka/contract';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerViolations } from '../../forms/server-errors.js';

/**
 * Submit wrapper for the auth forms: 422 violations land on their fields; other failures already
 * raised a toast in the API client (SPEC §8), so here they only end the pending state.
 */
export function useSubmitWithViolations<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      if (isApiError(error)) applyServerViolations(error, setError, fields);
      else throw error;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
