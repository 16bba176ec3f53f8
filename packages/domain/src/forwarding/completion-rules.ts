import { isLockerAllowed, type DeliveryType } from '../address/index.js';
import { phoneSchema } from '../phone/index.js';
import { describeIssue, type MessageCode, type MessageParams } from '../validation/index.js';
import { LOCKER_MAX_TOTAL_UAH } from '../address/limits.js';
import { canCompleteOrder } from './completion.js';

/** What completing an order (POST /orders/complete/{id}) needs to know about the saved draft. */
export type CompletionOrder = {
  receivedTrackNumber: boolean | null | undefined;
  /** The entered track number (null, '' or the no-number marker when none). */
  number: string | null | undefined;
  /** Items priced above 0 ("Only items with price above 0 count toward totals"). */
  countedItems: number;
  /** The order sum is above the country's customs limit (domain customs estimate). */
  isOverLimit: boolean;
  taxAgreement: boolean;
  /** Invoices of type default / default_by_user attached to the order. */
  invoiceCount: number;
  hasPassport: boolean;
  /** The chosen saved address, null when none (or not one of the user's active addresses). */
  consigneeAddress: { warehouseType: DeliveryType } | null;
  /** Order total in UAH for the parcel-locker cap. */
  totalUah: string;
  /** 12 digits or ''/null. */
  phoneNumber: string | null | undefined;
};

export type CompletionContext = {
  /** The phone is one this user verified (features/phone-verification on the server). */
  isPhoneVerified: boolean;
};

/** One completion blocker on a SPEC §8 property path, with the catalogue code of its message. */
export type CompletionViolation = { property: string; code: MessageCode; params?: MessageParams };

/**
 * The rules a draft must pass to be registered, in the order the wizard shows its steps, each on the
 * SPEC §8 error-map property the form highlights. Server (422 on completion, the `errors` map of a
 * saved draft) and web (what still blocks the final button) use this one function.
 *
 * - number: "It can be completed only when a tracking number was received and entered" (SPEC §4).
 * - items: "The step is valid only if at least one product has price above zero" / "Only items with
 *   price above 0 count toward totals" (SPEC §5).
 * - taxAgreement: "Tax agreement required when over customs clearance" (SPEC §5).
 * - invoices, passport: "Documents exists only when the taxable total exceeds the country's customs
 *   limit" (SPEC §2) and "Documents: passport valid and agreement checked" (SPEC §5); "A missing
 *   invoice shows 'required file upload'" (SPEC §8).
 * - consigneeAddress: "an address selection is required"; "Post machine is disabled when the post-box
 *   total limit is reached" (SPEC §5, 10000 UAH in SPEC §9).
 * - phoneNumber: "required; complete per mask; operator code allowed; must be verified" (SPEC §5).
 */
export function completionViolations(
  order: CompletionOrder,
  context: CompletionContext,
): CompletionViolation[] {
  const out: CompletionViolation[] = [];
  if (!canCompleteOrder(order)) out.push({ property: 'number', code: 'trackNumber.neededToComplete' });
  if (order.countedItems === 0) out.push({ property: 'items', code: 'items.required' });
  if (order.isOverLimit) {
    if (!order.taxAgreement) out.push({ property: 'taxAgreement', code: 'taxAgreement.required' });
    if (order.invoiceCount === 0) out.push({ property: 'invoices', code: 'files.required' });
    if (!order.hasPassport) out.push({ property: 'passport', code: 'documents.passport' });
  }
  if (!order.consigneeAddress) out.push({ property: 'consigneeAddress', code: 'address.required' });
  else if (order.consigneeAddress.warehouseType === 'box' && !isLockerAllowed(order.totalUah)) {
    out.push({
      property: 'consigneeAddress',
      code: 'address.lockerLimit',
      params: { max: LOCKER_MAX_TOTAL_UAH },
    });
  }
  const phone = phoneSchema.safeParse(order.phoneNumber ?? '');
  if (!phone.success) {
    const first = phone.error.issues[0];
    const described = first ? describeIssue(first) : { code: 'required' as MessageCode, params: {} };
    out.push({ property: 'phoneNumber', code: described.code, params: described.params });
  } else if (!context.isPhoneVerified) {
    out.push({ property: 'phoneNumber', code: 'phone.notVerified' });
  }
  return out;
}
