import type { BuyoutOrder } from '@posylka/contract';
import type { CheckoutModal } from './checkout-modals.js';
import {
  CHECKOUT_STEPS,
  initialSteps,
  nextStep,
  stepIndex,
  type CheckoutStep,
  type StepsState,
} from './checkout-steps.js';

/** The wizard's state besides the form: which steps are shown and open, which hold errors, the modal. */
export interface CheckoutWizardState {
  steps: StepsState;
  stepErrors: Partial<Record<CheckoutStep, boolean>>;
  modal: CheckoutModal | null;
}

export type CheckoutWizardAction =
  /** A step was left with its fields valid (and saved). */
  | { type: 'left'; step: CheckoutStep }
  /** Edit, or a step that failed validation. */
  | { type: 'opened'; step: CheckoutStep }
  | { type: 'checked'; step: CheckoutStep; hasError: boolean }
  /** Server violations: every step named holds errors, and the earliest opens. */
  | { type: 'rejected'; steps: readonly CheckoutStep[] }
  | { type: 'modal'; modal: CheckoutModal | null };

export function initialWizardState(order: BuyoutOrder | null, userVerified: boolean): CheckoutWizardState {
  return { steps: initialSteps(order, userVerified), stepErrors: {}, modal: null };
}

export function checkoutWizardReducer(
  state: CheckoutWizardState,
  action: CheckoutWizardAction,
): CheckoutWizardState {
  switch (action.type) {
    case 'left': {
      const { steps } = state;
      // Leaving the last revealed step reveals the next; leaving an earlier one (save) returns to it.
      const next =
        steps.lastRevealed === action.step
          ? { current: nextStep(action.step), lastRevealed: nextStep(action.step) }
          : { ...steps, current: steps.lastRevealed };
      return { ...state, steps: next };
    }
    case 'opened':
      return { ...state, steps: { ...state.steps, current: action.step } };
    case 'checked':
      return { ...state, stepErrors: { ...state.stepErrors, [action.step]: action.hasError } };
    case 'rejected': {
      if (action.steps.length === 0) return state;
      const stepErrors = { ...state.stepErrors };
      for (const step of action.steps) stepErrors[step] = true;
      const first = [...action.steps].sort((a, b) => stepIndex(a) - stepIndex(b))[0]!;
      return { ...state, stepErrors, steps: { ...state.steps, current: first } };
    }
    case 'modal':
      return { ...state, modal: action.modal };
  }
}

/** The first step marked with errors, which the disabled pay button names. */
export function firstStepMarked(state: CheckoutWizardState): CheckoutStep | undefined {
  return CHECKOUT_STEPS.find((step) => state.stepErrors[step]);
}
