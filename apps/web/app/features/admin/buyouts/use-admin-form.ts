import { isApiError } from '@posylka/contract';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerViolations } from '../../../forms/server-errors.js';

/**
 * Submit wrapper for the console's buy-out forms: a 422 lands on its fields (the rest of the
 * violations under the form); other failures were already shown as an error toast by the client.
 */
export function useAdminSubmit<T extends FieldValues>(
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
