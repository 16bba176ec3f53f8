import type { FieldErrors, FieldPath } from 'react-hook-form';
import type { CheckoutStep } from './checkout-steps.js';
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

/** The first step whose fields hold an error (after validating the whole form before payment). */
export function firstStepWithErrors(errors: FieldErrors<CheckoutValues>): CheckoutStep | null {
  if (errors.name || errors.products) return 'products';
  if (DELIVERY_FIELDS.some((f) => errors[f as keyof typeof errors])) return 'delivery';
  if (errors.payment) return 'payment';
  return null;
}
