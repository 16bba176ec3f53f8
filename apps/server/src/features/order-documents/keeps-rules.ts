// Issue 13: a registered parcel's papers may be replaced but not taken away from under its rules: a
// removal that would break a parcel rule (the invoice over the customs limit, the export documents
// of a parcel at the warehouse) answers 422 on that rule and removes nothing. A draft's papers are
// the wizard's to change freely.
import { isShipmentState, translateMessage, type Locale, type ParcelStage } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { parcelBlockers } from '../../parcel-rules/index.js';

/** Before the warehouse has it, the parcel must stay registrable; from then on, able to leave. */
function stageOf(order: OrderRow): ParcelStage {
  return isShipmentState(order.shipmentState) && order.shipmentState === 'declared' ? 'complete' : 'depart';
}

/**
 * Runs `remove` in a transaction and rolls it back with a 422 when the order is registered and the
 * removal breaks a rule that held before it.
 */
export async function removeKeepingRules(
  db: Database,
  order: OrderRow,
  locale: Locale,
  remove: (tx: Database) => Promise<void>,
): Promise<void> {
  if (!order.isCheckoutCompleted) return remove(db);
  const stage = stageOf(order);
  const key = (v: { property: string; code: string }) => `${v.property}:${v.code}`;
  const before = new Set((await parcelBlockers(db, order, stage)).map(key));
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    await remove(scoped);
    const broken = (await parcelBlockers(scoped, order, stage)).filter((v) => !before.has(key(v)));
    if (broken.length === 0) return;
    const violations = broken.map((v) => ({
      property: v.property,
      message: translateMessage(v.code, v.params ?? {}, locale),
    }));
    throw new HttpError(422, 'validationFailed', {}, violations);
  });
}
