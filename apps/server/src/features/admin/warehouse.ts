// The operator corrects which warehouse of the country holds a parcel (issue 13): the scan was
// recorded at the label's warehouse but the box is on another one's shelf. While the parcel is still
// there its delivery cost follows the new warehouse's grid; the change is audited.
import {
  canChangeWarehouse,
  findCountry,
  isWarehouseOf,
  parcelDeliveryCost,
  type Locale,
} from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { fieldError, type HttpError } from '../../http/errors.js';
import { writeAudit } from '../../audit/index.js';
import { loadRates } from '../reference-data/index.js';
import { publishParcelChange, type LifecycleDeps } from '../lifecycle/index.js';
import { AdminError, adminMessage } from './messages.js';
import { stateOf } from './present.js';
import { isUuid } from '../../db/uuid.js';

/** Thrown inside the transaction to roll it back with the answer the operator should see. */
class Refused extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

export async function changeWarehouse(
  deps: LifecycleDeps,
  input: { orderId: string; warehouseId: string; operatorId: string },
  locale: Locale,
): Promise<void> {
  if (!isUuid(input.orderId)) throw new AdminError(404, 'parcelNotFound');
  const now = deps.now();
  const rates = await loadRates(deps.db);
  let changed: { id: string; userId: string; shipmentState: string } | null;
  try {
    changed = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      // Locked, so a dispatch waits for the new price (the bonuses are taken from it) or wins first.
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), isNull(orders.deletedAt)))
        .for('update');
      if (!order) throw new Refused(new AdminError(404, 'parcelNotFound'));
      if (!canChangeWarehouse(stateOf(order)))
        throw new Refused(new AdminError(409, 'warehouseNotChangeable'));
      if (!isWarehouseOf(order.countryCode, input.warehouseId)) {
        const country = findCountry(order.countryCode)?.name[locale] ?? order.countryCode;
        const message = adminMessage('unknownWarehouse', locale, { country });
        throw new Refused(fieldError('warehouseId', message));
      }
      if (order.warehouseId === input.warehouseId) return null;
      const cost = order.weightKg
        ? parcelDeliveryCost({
            weightKg: order.weightKg,
            countryCode: order.countryCode,
            warehouseId: input.warehouseId,
            rates,
          })
        : null;
      const [row] = await db
        .update(orders)
        .set({
          warehouseId: input.warehouseId,
          deliveryCostAmount: cost?.amount ?? null,
          deliveryCostCurrency: cost?.currency ?? null,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();
      const facts = (o: typeof order) => ({
        warehouseId: o.warehouseId,
        deliveryCost: o.deliveryCostAmount
          ? { amount: o.deliveryCostAmount, currency: o.deliveryCostCurrency }
          : null,
      });
      await writeAudit(db, {
        actorUserId: input.operatorId,
        action: 'parcel.warehouse',
        entityType: 'order',
        entityId: order.id,
        before: facts(order),
        after: facts(row!),
        at: now,
      });
      return row!;
    });
  } catch (error) {
    if (error instanceof Refused) throw error.error;
    throw error;
  }
  // The customer's open parcel page reads the order again (new warehouse, new price).
  if (changed) await publishParcelChange(deps, { ...changed, shipmentState: stateOf(changed) }, now);
}
