// The order columns an event sets besides the state: what the warehouse measured on receipt, the
// one pause, the waybill, the restricted-goods note, the consolidation, and isBlocked kept in step
// with the state (SPEC §3 isBlocked: paused or delayed at the warehouse).
import {
  isShipmentBlocked,
  isWarehouseOf,
  normalizeNovaPoshtaWaybill,
  parcelDeliveryCost,
  type Rates,
  type ShipmentEvent,
  type ShipmentState,
} from '@posylka/domain';
import type { NewOrderRow, OrderRow } from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

export type OrderChanges = Partial<NewOrderRow>;

/** A decimal as the numeric column takes it ("1.25" or 1.25), or undefined when it does not fit. */
function measure(value: unknown, intDigits: number, decimals: number): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const pattern = new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${decimals}})?$`);
  const trimmed = text.trim();
  return pattern.test(trimmed) && Number(trimmed) > 0 ? trimmed : undefined;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 2000) : null;

/** The waybill as stored (digits only), from the event's data. */
export function waybillOf(data: Record<string, unknown>): string | null {
  return typeof data.waybillNumber === 'string' ? normalizeNovaPoshtaWaybill(data.waybillNumber) : null;
}

/**
 * The columns `event` sets, or null when its data cannot be stored (malformed measures, a missing
 * consolidation id). `rates` is needed only to price a weighed parcel.
 */
export function columnsFor(input: {
  event: ShipmentEvent;
  to: ShipmentState;
  order: OrderRow;
  data: Record<string, unknown>;
  now: Date;
  rates: Rates | null;
}): OrderChanges | null {
  const { event, data, order } = input;
  const changes: OrderChanges = { isBlocked: isShipmentBlocked(input.to) };
  // A held parcel's reasons live as long as the hold (issue 13); any move out of it clears them.
  if (order.shipmentState === 'held' && input.to !== 'held') changes.holdReasons = [];
  switch (event) {
    case 'receive':
    case 'receive_unregistered': {
      changes.receivedAt = input.now;
      // The warehouse that took it (admin receive decides; issue 13): its grid prices the parcel.
      if (typeof data.warehouseId === 'string' && isWarehouseOf(order.countryCode, data.warehouseId))
        changes.warehouseId = data.warehouseId;
      const given = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'].filter((k) => data[k] != null);
      if (given.length === 0) break;
      const weightKg = measure(data.weightKg, 5, 3);
      const dims = [data.lengthCm, data.widthCm, data.heightCm].map((v) => measure(v, 5, 1));
      const anyDim = data.lengthCm != null || data.widthCm != null || data.heightCm != null;
      if (data.weightKg != null && !weightKg) return null;
      if (anyDim && dims.some((d) => d === undefined)) return null;
      if (weightKg) {
        changes.weightKg = weightKg;
        const cost = input.rates
          ? parcelDeliveryCost({
              weightKg,
              countryCode: order.countryCode,
              warehouseId: changes.warehouseId ?? order.warehouseId,
              rates: input.rates,
            })
          : null;
        changes.deliveryCostAmount = cost?.amount ?? null;
        changes.deliveryCostCurrency = cost?.currency ?? null;
      }
      if (anyDim) [changes.lengthCm, changes.widthCm, changes.heightCm] = dims as string[];
      break;
    }
    case 'pause':
      changes.pausedOnce = true;
      break;
    case 'hold':
      if (!Array.isArray(data.reasons) || data.reasons.length === 0) return null;
      changes.holdReasons = data.reasons as NonNullable<OrderChanges['holdReasons']>;
      break;
    case 'restrict':
      changes.restrictedNote = text(data.note) ?? order.restrictedNote;
      break;
    case 'clear_restriction':
      // The goods were removed or allowed: the note no longer describes the parcel.
      changes.restrictedNote = null;
      break;
    case 'hand_to_np':
      changes.waybillNumber = waybillOf(data);
      break;
    case 'consolidate':
      if (!isUuid(data.consolidationId)) return null;
      changes.consolidationId = data.consolidationId;
      break;
    case 'cancel_consolidation':
      changes.consolidationId = null;
      break;
    default:
      break;
  }
  return changes;
}

/** The order's facts an audit row keeps before and after an operator's move. */
export function auditSnapshot(order: OrderRow): Record<string, unknown> {
  return {
    shipmentState: order.shipmentState,
    isBlocked: order.isBlocked,
    pausedOnce: order.pausedOnce,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    weightKg: order.weightKg,
    warehouseId: order.warehouseId,
    dimensions: order.lengthCm ? [order.lengthCm, order.widthCm, order.heightCm] : null,
    deliveryCost: order.deliveryCostAmount
      ? { amount: order.deliveryCostAmount, currency: order.deliveryCostCurrency }
      : null,
    waybillNumber: order.waybillNumber,
    restrictedNote: order.restrictedNote,
    consolidationId: order.consolidationId,
    additionalServices: order.additionalServices,
  };
}
