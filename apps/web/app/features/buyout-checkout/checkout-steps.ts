import type { BuyoutOrder } from '@posylka/contract';

/** SPEC §2 "Three collapsible steps: products, delivery, payment". */
export const CHECKOUT_STEPS = ['products', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepsState {
  current: CheckoutStep;
  /** The last step revealed so far; every step up to it is shown. */
  lastRevealed: CheckoutStep;
}

export const stepIndex = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

/**
 * SPEC §4 "Loading an existing order: for a draft, delivery is revealed if an address exists,
 * payment is revealed if delivery is revealed and the user is verified, and the current step
 * becomes the last revealed. A non-draft reveals all steps."
 */
export function initialSteps(order: BuyoutOrder | null, userVerified: boolean): StepsState {
  if (!order) return { current: 'products', lastRevealed: 'products' };
  if (!order.isDraft) return { current: 'products', lastRevealed: 'payment' };
  const delivery = order.userAddress != null;
  const last: CheckoutStep = delivery ? (userVerified ? 'payment' : 'delivery') : 'products';
  return { current: last, lastRevealed: last };
}

/** "A next button shows when the previous step is current and is the last revealed." */
export function showsNext(step: CheckoutStep, steps: StepsState): boolean {
  return step !== 'payment' && steps.current === step && steps.lastRevealed === step;
}

/** "An edit button shows for earlier completed steps (when allowed)." */
export function showsEdit(step: CheckoutStep, steps: StepsState, allowed: boolean): boolean {
  return allowed && steps.current !== step && stepIndex(step) <= stepIndex(steps.lastRevealed);
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(stepIndex(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}

/** A 422 property path of the contract (products[0].link, delivery.userAddressId) to its step and form field. */
export function fieldOfViolation(property: string): { step: CheckoutStep; field: string } {
  const field = property
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^delivery\.userAddressId$/, 'addressId')
    .replace(/^products$/, 'products.root');
  if (field.startsWith('recipient.') || field === 'addressId') return { step: 'delivery', field };
  if (field.startsWith('payment.')) return { step: 'payment', field };
  return { step: 'products', field };
}
