import type { ShipmentState } from './states.js';

// What the customer may still change on the parcel page (SPEC §2 forwarding detail page actions
// "edit, delete, add or edit the password code", "export documents, documents"), as pure functions of
// the shipment state so the page and any server check ask the same question. Deleting is
// `canDeleteOrder` (forwarding/order-list): it also needs the order's flags.

/**
 * The declaration can be edited while it is not declared in full: before the parcel reaches the
 * warehouse, while the warehouse holds it unregistered and waits for the customer to "continue
 * registration" (SPEC §4 "unregistered"), or while it holds it until the declaration, the documents
 * or the address are put right (held, issue 13). Every such edit passes the parcel rules again.
 */
const DECLARATION_EDITABLE: readonly ShipmentState[] = ['declared', 'unregistered', 'held'];

export function canEditDeclaration(state: ShipmentState): boolean {
  return DECLARATION_EDITABLE.includes(state);
}

/**
 * The password code (SPEC §2 "add or edit the password code") is what the shop or carrier asks for
 * when it hands the parcel to the warehouse: it matters only until the parcel is received there.
 */
export function canSetOneTimePassword(state: ShipmentState): boolean {
  return state === 'declared';
}

/**
 * Customs papers can be added or replaced while the parcel is still at (or on its way to) the
 * warehouse, held there included: SPEC §9 "Export documents above 1000 EUR may be added later but
 * before status received at warehouse, otherwise the shipment is held", and a held parcel waits for
 * them. Once it has been dispatched (or disposed) the files can only be listed.
 */
const DOCUMENTS_OPEN: readonly ShipmentState[] = [
  'declared',
  'unregistered',
  'at_warehouse',
  'held',
  'paused',
  'delayed',
  'restricted',
  'consolidated',
];

export function canAddDocuments(state: ShipmentState): boolean {
  return DOCUMENTS_OPEN.includes(state);
}

/** SPEC §4 "unregistered ... the user continues registration": the page links to the declaration. */
export function canCompleteRegistration(state: ShipmentState): boolean {
  return state === 'unregistered';
}

/**
 * Issue 13: the track number is fixed once the warehouse has the parcel: the label it scanned is the
 * parcel's, and a changed number would free the old one for another account.
 */
export function isTrackNumberChangeable(state: ShipmentState): boolean {
  return state === 'declared';
}
