import type { ForwardingOrder } from '@posylka/contract';
import { isNoTrackNumber, NO_TRACK_NUMBER_MARKER, type Money } from '@posylka/domain';

/** One item of the save payload (SPEC §3 "Order item"; the server gives ids of its own). */
export interface WizardItemPayload {
  categoryId: number | null;
  isEmptyCategoryId: boolean;
  name: string;
  quantity: number;
  unitPrice: Money;
}

/**
 * The body of every save (SPEC §3 "Forwarding save payload" plus receivedTrackNumber and
 * taxAgreement, consigneeAddress a saved address uuid): see /orders/draft in the contract.
 */
export interface WizardPayload {
  number: string | null;
  receivedTrackNumber: boolean | null;
  country: string;
  company: number | null;
  /** Free-text company (SPEC §2 "free text allowed"); '' when one from the list is chosen. */
  companyName: string;
  partner: string | null;
  name: string;
  items: WizardItemPayload[];
  promoCode: string | null;
  churnAccepted: boolean;
  discount: boolean;
  consigneeAddress: string | null;
  phoneNumber: string;
  isConsolidated: boolean;
  isBlocked: boolean | null;
  notifyMe: boolean;
  taxAgreement: boolean;
}

/** The saved order as a payload: the base every save starts from, so no step loses another's data. */
export function payloadFromOrder(order: ForwardingOrder): WizardPayload {
  return {
    number: order.trackNo,
    receivedTrackNumber: order.receivedTrackNumber,
    country: order.country.id,
    company: order.company?.id ?? null,
    companyName: order.company == null ? (order.companyName ?? '') : '',
    partner: order.partner,
    name: order.name ?? '',
    items: order.items.map((item) => ({
      categoryId: item.categoryId,
      isEmptyCategoryId: item.isEmptyCategoryId,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    // A churn offer is not a typed code: it travels as churnAccepted.
    promoCode: order.promo && !order.promo.churn ? order.promo.code : null,
    churnAccepted: order.churnAccepted,
    discount: order.discount,
    consigneeAddress: order.consigneeAddress?.id ?? null,
    phoneNumber: order.phoneNumber ?? '',
    isConsolidated: order.isConsolidated,
    isBlocked: order.isBlocked,
    notifyMe: order.notifyMe,
    taxAgreement: order.taxAgreement,
  };
}

/** A payload with nothing saved yet (the create route). */
export function emptyPayload(): WizardPayload {
  return {
    number: null,
    receivedTrackNumber: null,
    country: '',
    company: null,
    companyName: '',
    partner: null,
    name: '',
    items: [],
    promoCode: null,
    churnAccepted: false,
    discount: false,
    consigneeAddress: null,
    phoneNumber: '',
    isConsolidated: false,
    isBlocked: null,
    notifyMe: false,
    taxAgreement: false,
  };
}

/** The order's track number as the form shows it: the "no number" marker is not a number. */
export function trackNumberOf(order: Pick<ForwardingOrder, 'trackNo'> | null): string {
  const value = order?.trackNo ?? '';
  return isNoTrackNumber(value) ? '' : value;
}

export function hasNoTrackNumberMarker(order: Pick<ForwardingOrder, 'trackNo'> | null): boolean {
  return order?.trackNo?.trim() === NO_TRACK_NUMBER_MARKER;
}
