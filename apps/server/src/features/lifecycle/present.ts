// The shipment block of the parcel page (contract shipmentSchema): the state with what the customer
// may do about it, the timeline, what the warehouse measured and photographed, the storage deadline,
// the delivery cost and the bonuses (credited, or expected for the measured weight).
import { type Shipment, endpoints, hrefOf } from '@posylka/contract';
import {
  DEFAULT_LOCALE,
  holdActions,
  isMessageCode,
  translateMessage,
  type Locale,
  type ParcelViolation,
  bonusesOnReceipt,
  canContinueDelivery,
  canPause,
  canRelease,
  formatOrderNumber,
  isShipmentEvent,
  isShipmentState,
  orderListStatus,
  parcelWarehouse,
  storageDeadline,
  type Rates,
  type Money,
  type ShipmentState,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { chargesOf, deliveryCostOf } from './charges.js';
import { creditedBonuses, listPhotos, listTimeline, loadRates } from './repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored state, read defensively: a value this release does not know shows as declared. */
export function shipmentStateOf(order: Pick<OrderRow, 'shipmentState'>): ShipmentState {
  return isShipmentState(order.shipmentState) ? order.shipmentState : 'declared';
}

async function bonusesOf(
  db: Database,
  order: OrderRow,
  priced: { deliveryCost: Money; rates: Rates } | null,
): Promise<Money | null> {
  if (order.bonusesCreditedAt) {
    const amount = await creditedBonuses(db, order.userId, formatOrderNumber(order.number));
    return amount === null ? null : { amount, currency: 'UAH' };
  }
  if (!order.weightKg || !priced) return null;
  return bonusesOnReceipt({ weightKg: order.weightKg, ...priced });
}

export async function presentShipment(
  db: Database,
  order: OrderRow,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Shipment> {
  const state = shipmentStateOf(order);
  const deliveryCost = deliveryCostOf(order);
  // The rates are read once, for the expected bonuses and the charges alike.
  const priced = deliveryCost ? { deliveryCost, rates: await loadRates(db) } : null;
  const [events, photos, bonuses, charges] = await Promise.all([
    listTimeline(db, order.id),
    listPhotos(db, order.id),
    bonusesOf(db, order, priced),
    priced ? chargesOf(db, order, priced.deliveryCost, priced.rates) : null,
  ]);
  const holdReasons = state === 'held' ? (order.holdReasons as ParcelViolation[]) : [];
  const deadline = storageDeadline({
    state,
    stateSince: order.stateChangedAt,
    receivedAt: order.receivedAt,
  });
  return {
    state,
    listStatus: orderListStatus({ isCheckoutCompleted: order.isCheckoutCompleted, shipmentState: state }),
    timeline: events.flatMap((event) =>
      isShipmentState(event.toState) && isShipmentEvent(event.event)
        ? [{ state: event.toState, event: event.event, at: event.createdAt.toISOString() }]
        : [],
    ),
    receivedAt: iso(order.receivedAt),
    storageUntil: iso(deadline),
    weightKg: order.weightKg,
    dimensions:
      order.lengthCm && order.widthCm && order.heightCm
        ? { lengthCm: order.lengthCm, widthCm: order.widthCm, heightCm: order.heightCm }
        : null,
    waybillNumber: order.waybillNumber,
    // Recorded on receipt; parcels received before that were priced at the country's first.
    warehouseId: order.receivedAt
      ? (parcelWarehouse(order.countryCode, order.warehouseId)?.id ?? null)
      : null,
    deliveryCost,
    bonuses,
    bonusesCredited: order.bonusesCreditedAt !== null,
    charges,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: hrefOf(endpoints.getShipmentPhoto, { params: { id: order.id, photoId: photo.id } }),
    })),
    restrictedNote: order.restrictedNote,
    consolidationId: order.consolidationId,
    canPause: canPause(state, order.pausedOnce),
    canRelease: canRelease(state),
    canContinueDelivery: canContinueDelivery(state),
    pausedOnce: order.pausedOnce,
    holdReasons: holdReasons.map((reason) => ({
      property: reason.property,
      message: isMessageCode(reason.code)
        ? translateMessage(reason.code, reason.params ?? {}, locale)
        : reason.code,
    })),
    holdActions: holdActions(holdReasons),
    canSendNow: state === 'at_warehouse' && order.dispatchRequestedAt === null,
    dispatchRequestedAt: iso(order.dispatchRequestedAt),
  };
}
