import { isNoTrackNumber } from './track-number.js';

/** Order state flags of SPEC §3 "states" that decide whether an order counts as completed. */
export type OrderCompletionFlags = {
  isCheckoutCompleted: boolean;
  isCreatedByWarehouse: boolean;
  isBlockCrossDockDeclaration: boolean;
  isCreatedByWarehouseAndEmpty: boolean;
  isOverLimitPriceCustomsClearance: boolean;
  isDocumentUploaded: boolean;
};

/**
 * "An order is 'completed' if checkout is completed, or it was created by the warehouse with the
 * declaration block and is not empty, with documents uploaded when needed."
 */
export function isOrderCompleted(flags: OrderCompletionFlags): boolean {
  if (flags.isCheckoutCompleted) return true;
  const documentsOk = !flags.isOverLimitPriceCustomsClearance || flags.isDocumentUploaded;
  return (
    flags.isCreatedByWarehouse &&
    flags.isBlockCrossDockDeclaration &&
    !flags.isCreatedByWarehouseAndEmpty &&
    documentsOk
  );
}

/** "It can be completed only when a tracking number was received and entered." */
export function canCompleteOrder(order: {
  receivedTrackNumber: boolean | null | undefined;
  number: string | null | undefined;
}): boolean {
  return order.receivedTrackNumber === true && !isNoTrackNumber(order.number);
}

export type SaveCall = 'draftCreate' | 'draftUpdate' | 'update';

/**
 * "A completed order is saved through update. An order with an id but not completed is saved through
 * draft update. One without id goes through draft creation." (SPEC §4)
 */
export function saveCallFor(order: {
  id: number | string | null | undefined;
  isCompleted: boolean;
}): SaveCall {
  if (order.id == null || order.id === '') return 'draftCreate';
  return order.isCompleted ? 'update' : 'draftUpdate';
}

/** The HTTP call of each save (SPEC §7 "Orders"). */
export const SAVE_CALL_ROUTES: Record<SaveCall, { method: 'POST' | 'PUT'; path: string }> = {
  draftCreate: { method: 'POST', path: '/orders/draft' },
  draftUpdate: { method: 'PUT', path: '/orders/draft/{id}' },
  update: { method: 'PUT', path: '/orders/edit/{id}' },
};

/**
 * "Track number editing is blocked when the order was created by the service, or by the warehouse
 * and already having a track number" (SPEC §6).
 */
export function isTrackNumberEditable(order: {
  isCreatedBySML: boolean;
  isCreatedByWarehouse: boolean;
  trackNo: string | null | undefined;
}): boolean {
  if (order.isCreatedBySML) return false;
  return !(order.isCreatedByWarehouse && !isNoTrackNumber(order.trackNo));
}
