// Completing a forwarding order (SPEC §4): the payload is saved like a draft, then the domain's
// completion rules run against what is stored; the same blockers fill a draft's `errors` map.
import { completionViolations, translateMessage, type DeliveryType, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { findActiveAddress, isPhoneVerifiedBy, listItems, updateOrder } from './repository.js';
import { documentsState } from './checkout-state.js';
import type { OrdersDeps } from './deps.js';
import { saveOrder } from './save.js';
import { localize, validationError } from './violations.js';

/** The completion blockers of a saved order (SPEC §8 paths, domain message codes). */
export async function completionBlockers(db: Database, userId: string, order: OrderRow) {
  const [items, docs, address, verified] = await Promise.all([
    listItems(db, order.id),
    documentsState(db, order.id),
    order.consigneeAddressId
      ? findActiveAddress(db, userId, order.consigneeAddressId)
      : Promise.resolve(null),
    order.phoneNumber ? isPhoneVerifiedBy(db, userId, order.phoneNumber) : Promise.resolve(false),
  ]);
  return completionViolations(
    {
      receivedTrackNumber: order.receivedTrackNumber,
      number: order.trackNo,
      countedItems: items.filter((item) => Number(item.unitPriceAmount) > 0).length,
      isOverLimit: order.isOverLimit,
      taxAgreement: order.taxAgreement,
      invoiceCount: docs.invoiceCount,
      hasPassport: docs.hasPassport,
      consigneeAddress: address ? { warehouseType: address.type as DeliveryType } : null,
      totalUah: order.itemsTotalUah,
      phoneNumber: order.phoneNumber,
    },
    { isPhoneVerified: verified },
  );
}

/**
 * POST /orders/complete/{id}: "payload saved first (like draft update), then completion rules";
 * "It can be completed only when a tracking number was received and entered" (SPEC §4).
 */
export async function completeOrder(
  db: Database,
  deps: OrdersDeps,
  userId: string,
  existing: OrderRow,
  body: unknown,
  locale: Locale,
): Promise<OrderRow> {
  const saved = await saveOrder(db, deps, userId, existing, body, 'complete', locale);
  const blockers = await completionBlockers(db, userId, saved);
  if (blockers.length > 0) throw validationError(localize(blockers, locale));
  const now = deps.now();
  if (saved.churnOfferId) await deps.churn.markUsed(db, userId, saved.churnOfferId, now);
  return updateOrder(
    db,
    saved.id,
    { checkoutState: 'completed', isCheckoutCompleted: true, completedAt: now },
    null,
  );
}

/** Localized completion blockers as the order resource's `errors` map (drafts only). */
export async function errorsMap(
  db: Database,
  userId: string,
  order: OrderRow,
  locale: Locale,
): Promise<Record<string, string>> {
  if (order.isCheckoutCompleted) return {};
  const out: Record<string, string> = {};
  for (const v of await completionBlockers(db, userId, order)) {
    out[v.property] ??= translateMessage(v.code, v.params ?? {}, locale);
  }
  return out;
}
