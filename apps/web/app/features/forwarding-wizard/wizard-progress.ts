import type { ForwardingOrder, Violation } from '@posylka/contract';
import {
  acceptedWizardSteps,
  editFlowStepFor,
  isOrderCompleted,
  startStep,
  visibleWizardSteps,
  WIZARD_STEPS,
  wizardStepOfProperty,
  type AcceptedSteps,
  type EditFlowStep,
  type SavedWizardOrder,
  type WizardStep,
} from '@posylka/domain';
import type { StepState } from '../../components/ui/stepper.js';

export interface OpenSteps {
  /** The step whose form is open. */
  current: WizardStep;
  /** The furthest step shown so far: steps after it are not reachable yet. */
  lastShown: WizardStep;
}

const order = (step: WizardStep) => WIZARD_STEPS.indexOf(step);
export const isBefore = (a: WizardStep, b: WizardStep) => order(a) < order(b);
const later = (a: WizardStep, b: WizardStep) => (isBefore(a, b) ? b : a);

/** The order-edit flow step of SPEC §2 mapped onto the wizard's steps. */
const WIZARD_STEP_OF_FLOW: Record<EditFlowStep, WizardStep> = {
  declaration: 'ORDER',
  documents: 'DOCUMENTS',
  receipt: 'DELIVERY',
  editOrder: 'DELIVERY',
  duplicate: 'ORDER',
};

/** A step that is not shown for this order (documents under the limit) falls to the next visible one. */
export function visibleStep(step: WizardStep, isOverCustomsLimit: boolean): WizardStep {
  const steps = visibleWizardSteps(isOverCustomsLimit);
  if (steps.includes(step)) return step;
  return steps.find((s) => isBefore(step, s)) ?? steps[steps.length - 1]!;
}

/** The server's verdict on the saved order, nothing typed since (issue 13 "the wizard shows the truth"). */
export function savedWizardOrder(saved: ForwardingOrder | null): SavedWizardOrder | null {
  if (!saved) return null;
  return {
    checkoutState: saved.checkoutState,
    isOverCustomsLimit: saved.states.isOverLimitPriceCustomsClearance,
    isDocumentUploaded: saved.states.isDocumentUploaded,
    errorProperties: Object.keys(saved.errors),
  };
}

/** The steps the server accepted for the saved order (none before the first save). */
export function acceptedStepsOf(saved: ForwardingOrder | null): AcceptedSteps {
  return acceptedWizardSteps(savedWizardOrder(saved));
}

/**
 * Where a saved order opens: the domain's start step (SPEC §2, the first step the server has not
 * accepted), with every step up to its checkoutState's edit-flow step shown (SPEC §2 "Order-edit
 * flow": completed orders open with all steps, saved through update).
 */
export function openStepsFor(saved: ForwardingOrder | null): OpenSteps {
  if (!saved) return { current: 'ORDER', lastShown: 'ORDER' };
  const isOver = saved.states.isOverLimitPriceCustomsClearance;
  const start = visibleStep(startStep(savedWizardOrder(saved)), isOver);
  const flow = visibleStep(WIZARD_STEP_OF_FLOW[editFlowStepFor(saved.checkoutState)], isOver);
  const lastShown = later(start, isOrderCompleted(saved.states) ? 'DELIVERY' : flow);
  return { current: start, lastShown: visibleStep(lastShown, isOver) };
}

/**
 * The step's mark in the stepper: an error first, then the open step; "done" only for a step the
 * server accepted that the customer has reached (a later step the saved order happens to satisfy is
 * not shown yet, so it is not marked either).
 */
export function stepMark(
  step: WizardStep,
  at: { current: WizardStep; lastShown: WizardStep; accepted: AcceptedSteps; hasError: boolean },
): StepState {
  if (at.hasError) return 'error';
  if (step === at.current) return 'current';
  return at.accepted[step] && !isBefore(at.lastShown, step) ? 'done' : 'todo';
}

/**
 * "Leaving order ... navigates to the edit route and opens products": the edit page that this
 * navigation mounts continues at products, also for a draft with no track number yet (whose
 * saved-order start step would be the order step).
 */
export function openStepsAfterNavigation(
  saved: ForwardingOrder | null,
  fromCreate: boolean | undefined,
): OpenSteps {
  const opened = openStepsFor(saved);
  if (!fromCreate || !saved || opened.current !== 'ORDER') return opened;
  return { current: 'PRODUCTS', lastShown: opened.lastShown === 'ORDER' ? 'PRODUCTS' : opened.lastShown };
}

export function isCompletedOrder(saved: ForwardingOrder | null): boolean {
  return saved != null && isOrderCompleted(saved.states);
}

export function isBlockedOrder(saved: ForwardingOrder | null): boolean {
  return saved != null && (saved.states.isBlocked || saved.states.isCompletedAndBlocked);
}

/** A 422's violations per step, in the order the server listed them. */
export function violationsByStep(violations: readonly Violation[]): Map<WizardStep, Violation[]> {
  const byStep = new Map<WizardStep, Violation[]>();
  for (const violation of violations) {
    const step = wizardStepOfProperty(violation.property);
    byStep.set(step, [...(byStep.get(step) ?? []), violation]);
  }
  return byStep;
}
