/** checkoutState of a forwarding order (SPEC §3). It moves new, declaration, documents, delivery, completed (§4). */
export const CHECKOUT_STATES = [
  'new',
  'declaration',
  'invoice',
  'passport',
  'documents',
  'delivery',
  'completed',
  'duplicate',
] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

export function isCheckoutState(value: unknown): value is CheckoutState {
  return typeof value === 'string' && (CHECKOUT_STATES as readonly string[]).includes(value);
}

/** Steps of the order-edit flow (SPEC §2 "Order-edit flow"). */
export const EDIT_FLOW_STEPS = ['declaration', 'documents', 'receipt', 'editOrder', 'duplicate'] as const;
export type EditFlowStep = (typeof EDIT_FLOW_STEPS)[number];

const EDIT_STEP_BY_STATE: Record<CheckoutState, EditFlowStep> = {
  new: 'declaration',
  declaration: 'declaration',
  invoice: 'documents',
  passport: 'documents',
  documents: 'documents',
  delivery: 'receipt',
  completed: 'editOrder',
  duplicate: 'duplicate',
};

/**
 * "new and declaration to declaration; invoice, passport and documents to documents; delivery to
 * receipt; completed to editOrder; duplicate to duplicate".
 */
export function editFlowStepFor(state: CheckoutState): EditFlowStep {
  return EDIT_STEP_BY_STATE[state];
}

/** "After passport save the flow goes to the receipt address step." */
export const EDIT_FLOW_STEP_AFTER_PASSPORT: EditFlowStep = 'receipt';
