// Completing a forwarding order (SPEC §4): the payload is saved like a draft, then the domain's
// completion rules run against what is stored; the same blockers fill a draft's `errors` map.
import { formatOrderNumber, translateMessage, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { parcelBlockers } from '../../parcel-rules/index.js';
import { parcelPagePath } from '../lifecycle/index.js';
import { updateOrder } from './repository.js';
import type { OrdersDeps } from './deps.js';
import { saveOrder } from './save.js';
import { localize, validationError } from './violations.js';

/**
 * The completion blockers of a saved order (SPEC §8 paths, domain message codes): the domain's parcel
 * rules at the 'complete' stage, read by the one reader every path uses (issue 13).
 */
export function completionBlockers(db: Database, order: OrderRow) {
  return parcelBlockers(db, order, 'complete');
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
  const blockers = await completionBlockers(db, saved);
  if (blockers.length > 0) throw validationError(localize(blockers, locale));
  const now = deps.now();
  // Completion takes the code's use (docs/decisions/010-promo-code-redemptions.md) in the same
  // transaction as the state: of two orders completed at once with one code exactly one holds it,
  // the other is refused on `promoCode` and stays a draft.
  return db.transaction(async (tx) => {
    if (saved.promoCode) {
      const state = await deps.redemptions.redeem(tx, {
        code: saved.promoCode,
        userId,
        order: { kind: 'forwarding', id: saved.id },
        at: now,
      });
      if (state !== 'available')
        throw validationError(
          localize(
            [{ property: 'promoCode', code: state === 'used' ? 'promoCode.used' : 'promoCode.usedUp' }],
            locale,
          ),
        );
    }
    if (saved.churnOfferId) await deps.churn.markUsed(tx, userId, saved.churnOfferId, now);
    const completed = await updateOrder(
      tx,
      saved.id,
      { checkoutState: 'completed', isCheckoutCompleted: true, completedAt: now },
      null,
    );
    // The success page promises a confirmation by e-mail (issue 16): written with the completion.
    await notify(tx as unknown as Database, {
      userId,
      event: 'parcel.declared',
      params: { orderId: saved.id, number: formatOrderNumber(completed.number) },
      link: parcelPagePath(saved.id),
      key: `parcel.declared:${saved.id}`,
    });
    return completed;
  });
}

/** Localized completion blockers as the order resource's `errors` map (drafts only). */
export async function errorsMap(
  db: Database,
  order: OrderRow,
  locale: Locale,
): Promise<Record<string, string>> {
  if (order.isCheckoutCompleted) return {};
  const out: Record<string, string> = {};
  for (const v of await completionBlockers(db, order)) {
    out[v.property] ??= translateMessage(v.code, v.params ?? {}, locale);
  }
  return out;
}

/**
 * PUT /orders/edit/{id}: a registered order changes only into one that still passes the parcel rules
 * (issue 13: no edit may empty the goods, drop the address, cross the customs limit without papers or
 * unverify the phone). Saved and checked in one transaction: a refused edit changes nothing.
 */
export async function editOrder(
  db: Database,
  deps: OrdersDeps,
  userId: string,
  existing: OrderRow,
  body: unknown,
  locale: Locale,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    const saved = await saveOrder(scoped, deps, userId, existing, body, 'edit', locale);
    const blockers = await completionBlockers(scoped, saved);
    if (blockers.length > 0) throw validationError(localize(blockers, locale));
    return saved;
  });
}
