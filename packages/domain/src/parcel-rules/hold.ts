// The held state (issue 13 "the warehouse holds what cannot leave"): a parcel at the warehouse whose
// rules for leaving are broken waits, with its reasons, until the customer fixes them; the page offers
// one action per kind of reason.
import type { ParcelViolation } from './rules.js';

/** What the customer can do about a reason: complete the declaration, upload papers, pick another address, verify the phone. */
export type HoldAction = 'declaration' | 'documents' | 'address' | 'phone';

const ACTION_OF: Readonly<Record<string, HoldAction>> = {
  declaration: 'declaration',
  number: 'declaration',
  items: 'declaration',
  taxAgreement: 'declaration',
  invoices: 'documents',
  passport: 'documents',
  exportDocuments: 'documents',
  consigneeAddress: 'address',
  phoneNumber: 'phone',
};

/** The page actions of a held parcel's reasons, each once, in the wizard's order. */
export function holdActions(reasons: readonly Pick<ParcelViolation, 'property'>[]): HoldAction[] {
  const order: HoldAction[] = ['declaration', 'documents', 'address', 'phone'];
  const wanted = new Set(reasons.map((reason) => ACTION_OF[reason.property] ?? 'declaration'));
  return order.filter((action) => wanted.has(action));
}

/** The same reasons in the same order (the stored reasons need no rewrite, no new timeline row). */
export function sameReasons(a: readonly ParcelViolation[], b: readonly ParcelViolation[]): boolean {
  const key = (list: readonly ParcelViolation[]) =>
    JSON.stringify(list.map((v) => [v.property, v.code, v.params ?? {}]));
  return key(a) === key(b);
}
