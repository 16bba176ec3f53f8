import type { ForwardingOrder, Violation } from '@posylka/contract';
import {
  editFlowStepFor,
  isOrderCompleted,
  startStep,
  visibleWizardSteps,
  WIZARD_STEPS,
  type EditFlowStep,
  type WizardStep,
} from '@posylka/domain';

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

/**
 * Where a saved order opens: the start step of SPEC §2 ("order if empty; products if a tracking
 * number is set; documents if over the limit and a passport exists; delivery if, in addition, an
 * address or phone exists"), with every step up to its checkoutState's edit-flow step shown
 * (SPEC §2 "Order-edit flow": completed orders open with all steps, saved through update).
 */
export function openStepsFor(saved: ForwardingOrder | null): OpenSteps {
  if (!saved) return { current: 'ORDER', lastShown: 'ORDER' };
  const isOver = saved.states.isOverLimitPriceCustomsClearance;
  const start = visibleStep(
    startStep({
      trackNo: saved.trackNo,
      isOverCustomsLimit: isOver,
      hasPassport: saved.passport != null,
      hasAddress: saved.consigneeAddress != null,
      hasPhone: Boolean(saved.phoneNumber),
    }),
    isOver,
  );
  const flow = visibleStep(WIZARD_STEP_OF_FLOW[editFlowStepFor(saved.checkoutState)], isOver);
  const lastShown = later(start, isOrderCompleted(saved.states) ? 'DELIVERY' : flow);
  return { current: start, lastShown: visibleStep(lastShown, isOver) };
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

/** Which step's form holds a SPEC §8 violation property. */
export function stepOfProperty(property: string): WizardStep {
  const head = property.split(/[.[]/)[0] ?? '';
  if (['country', 'company', 'companyName', 'number', 'receivedTrackNumber', 'partner'].includes(head))
    return 'ORDER';
  if (['invoices', 'passport', 'agreement'].includes(head)) return 'DOCUMENTS';
  if (['consigneeAddress', 'phoneNumber'].includes(head)) return 'DELIVERY';
  // name, items[i].*, promoCode, discount, churnAccepted, taxAgreement, isBlocked: products and results.
  return 'PRODUCTS';
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
    const step = stepOfProperty(violation.property);
    byStep.set(step, [...(byStep.get(step) ?? []), violation]);
  }
  return byStep;
}
