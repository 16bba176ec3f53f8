import type { FieldPath } from 'react-hook-form';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps.js';
import type { CheckoutValues } from './form-values.js';

/** The form fields each checkout step validates when it is left. */
const DELIVERY_FIELDS = [
  'recipient',
  'addressId',
  'cityId',
  'cityName',
  'warehouseId',
  'street',
  'house',
  'zip',
] as const satisfies readonly FieldPath<CheckoutValues>[];
export const STEP_FIELDS: Record<CheckoutStep, readonly FieldPath<CheckoutValues>[]> = {
  products: ['name', 'products'],
  delivery: DELIVERY_FIELDS,
  payment: ['payment'],
};

/**
 * The first step whose fields hold an error (after validating the whole form before payment).
 * `isInvalid` asks the form's live state (getFieldState): the `formState` a render handed out is that
 * render's, and a whole-form `trigger` replaces the errors object it points to.
 */
export function firstStepWithErrors(
  isInvalid: (field: FieldPath<CheckoutValues>) => boolean,
): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => STEP_FIELDS[step].some(isInvalid)) ?? null;
}
