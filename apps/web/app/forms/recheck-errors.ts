import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** `a.0.b` -> `a.0`, `a`: the paths a field sits in, nearest first. */
function parentsOf(name: string): string[] {
  const parts = name.split('.');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
}

/**
 * Issue 18 item 3 "errors re-checked as the customer types": a field that shows an error is checked
 * again on every change, so a corrected value clears its error at once.
 *
 * `mode: 'onTouched'` does that only for a field that was blurred, and `reValidateMode` only after
 * handleSubmit. The wizard's and the checkout's steps check their fields with `trigger` ("Next") and put
 * the server's violations on them with `setError`, so an error could stay under a value that is right
 * by then ("must be at least 0,01" under 89,50) until the customer left the field. A list-wide error
 * (`products.root`, "at least one product has a price") is checked again when a field inside it changes.
 */
export function useRecheckErrorsOnChange<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      // Typing (or a Controller's change); not setValue, reset or an array operation.
      if (type !== 'change' || !name) return;
      const names: string[] = [];
      const own = form.getFieldState(name);
      // A blurred field is re-checked by react-hook-form itself (onTouched).
      if (own.error && !own.isTouched) names.push(name);
      for (const parent of parentsOf(name)) {
        const root = `${parent}.root`;
        if (form.getFieldState(root as FieldPath<T>).error) names.push(root);
      }
      if (names.length > 0) void form.trigger(names as FieldPath<T>[]);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
