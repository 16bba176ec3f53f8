import type { CheckoutState } from './state.js';
import { visibleWizardSteps, WIZARD_STEPS, type WizardStep } from './wizard.js';

/**
 * Which wizard step holds a SPEC §8 error-map property: the 422 violations of a save and the
 * completion blockers in a saved order's `errors` map use the same paths.
 */
export function wizardStepOfProperty(property: string): WizardStep {
  const head = property.split(/[.[]/)[0] ?? '';
  if (['country', 'company', 'companyName', 'number', 'receivedTrackNumber', 'partner'].includes(head))
    return 'ORDER';
  if (['invoices', 'passport', 'agreement'].includes(head)) return 'DOCUMENTS';
  if (['consigneeAddress', 'phoneNumber'].includes(head)) return 'DELIVERY';
  // name, items[i].*, promoCode, discount, churnAccepted, taxAgreement, isBlocked: products and results.
  return 'PRODUCTS';
}

/** What the server said about a saved order (GET /orders/{id} or a save's answer), and nothing typed since. */
export type SavedWizardOrder = {
  checkoutState: CheckoutState;
  /** states.isOverLimitPriceCustomsClearance of the saved order, not of the products being typed. */
  isOverCustomsLimit: boolean;
  /** states.isDocumentUploaded: an invoice and the passport are attached. */
  isDocumentUploaded: boolean;
  /** The keys of the order's `errors` map (completion blockers; the server leaves it empty once completed). */
  errorProperties: readonly string[];
};

/**
 * How far checkoutState has moved ("checkoutState moves new, declaration, documents, delivery,
 * completed", SPEC §4). A duplicate is a copy still to be declared (edit flow "duplicate to
 * duplicate", which the wizard opens on the order step), so it counts as new.
 */
const REACHED: Record<CheckoutState, number> = {
  new: 0,
  duplicate: 0,
  declaration: 1,
  invoice: 2,
  passport: 2,
  documents: 2,
  delivery: 3,
  completed: 4,
};

export type AcceptedSteps = Record<WizardStep, boolean>;

/**
 * The steps the server accepted, so the wizard marks them done (issue 13: a field with something in
 * it is not a done step). A step is accepted when checkoutState has moved past it and the order's
 * `errors` map has nothing on its properties:
 * - ORDER: past "new" (country, company and the track block saved) and no `number` blocker, which
 *   stays until "a tracking number was received and entered" (SPEC §4);
 * - PRODUCTS: past "declaration" and no `items` or `taxAgreement` blocker;
 * - DOCUMENTS: only over the limit, with an invoice and the passport attached (isDocumentUploaded:
 *   a completed order has no `errors` map, and an edit may take it over the limit without them);
 * - DELIVERY: at "delivery" or completed, with no `consigneeAddress` or `phoneNumber` blocker.
 * No saved order has nothing accepted.
 */
export function acceptedWizardSteps(order: SavedWizardOrder | null): AcceptedSteps {
  const accepted: AcceptedSteps = { ORDER: false, PRODUCTS: false, DOCUMENTS: false, DELIVERY: false };
  if (!order) return accepted;
  const reached = REACHED[order.checkoutState];
  const blocked = new Set(order.errorProperties.map(wizardStepOfProperty));
  const clear = (step: WizardStep) => !blocked.has(step);
  accepted.ORDER = reached >= 1 && clear('ORDER');
  accepted.PRODUCTS = reached >= 2 && clear('PRODUCTS');
  accepted.DOCUMENTS =
    order.isOverCustomsLimit && order.isDocumentUploaded && reached >= 2 && clear('DOCUMENTS');
  accepted.DELIVERY = reached >= 3 && clear('DELIVERY');
  return accepted;
}

/**
 * Where the wizard resumes on a saved order: the first step the server has not accepted, or the
 * last step (its final button completes the order) when every step is accepted.
 *
 * SPEC §2 "Start step from a saved order: order if empty; products if a tracking number is set;
 * documents if over the limit and a passport exists; delivery if, in addition, an address or phone
 * exists." Each clause names what shows the customer got past the step before. We take that from the
 * server's verdict (acceptedWizardSteps) rather than from a field holding something, which is what
 * made the wizard reopen on the wrong step (issue 13):
 * - "order if empty": nothing saved, or step 1 without a tracking number yet;
 * - "products if a tracking number is set": step 1 accepted, no product priced above 0 saved;
 * - "documents if over the limit": products accepted over the limit, until an invoice and the
 *   passport are attached;
 * - "delivery if, in addition, ...": every earlier step accepted. Under the limit that is right
 *   after products, since documents is not a step then ("Documents exists only when the taxable
 *   total exceeds the country's customs limit").
 * Where the clauses read as field checks disagree with the first step not accepted (a passport but
 * no invoice yet; over the limit with the products saved but no passport), the first step not
 * accepted wins: reopening a step the server accepted, or skipping one it did not, is the bug.
 */
export function startStep(order: SavedWizardOrder | null): WizardStep {
  const accepted = acceptedWizardSteps(order);
  const steps = visibleWizardSteps(order?.isOverCustomsLimit ?? false);
  return steps.find((step) => !accepted[step]) ?? steps[steps.length - 1] ?? WIZARD_STEPS[0];
}
