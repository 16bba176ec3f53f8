// Receiving a parcel at the warehouse (issue 5 "receive: scan, weigh, measure"): the live declared
// order with the scanned track number is received; a parcel nobody declared, whose label carries a
// customer code, becomes that customer's unregistered parcel (additional service 39). The lifecycle
// does the move (state, measurements, delivery cost, timeline, audit, notifications).
import {
  formatOrderNumber,
  isCountryAcceptingParcels,
  translateMessage,
  type Locale,
  type ParcelMeasurements,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { HttpError } from '../../http/errors.js';
import { shipmentStateName } from '../alerts/index.js';
import { applyShipmentEvent, type LifecycleDeps } from '../lifecycle/index.js';
import { AdminError, RefusedMoveError, adminMessage, refusalError } from './messages.js';
import { stateOf } from './present.js';
import {
  deleteWarehouseOrder,
  findLiveOrderByTrack,
  findUserByCustomerCode,
  insertWarehouseOrder,
} from './repository.js';

export type ReceiveInput = ParcelMeasurements & {
  trackNo: string;
  customerCode?: string | undefined;
  countryCode?: string | undefined;
};

export type ReceiveOutcome = { outcome: 'received' | 'unregistered'; orderId: string };

/** Unique-violation check that sees through Drizzle's error wrapper on both drivers. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function receiveParcel(
  deps: LifecycleDeps,
  input: ReceiveInput,
  operatorId: string,
  locale: Locale,
): Promise<ReceiveOutcome> {
  const actor = { kind: 'operator' as const, userId: operatorId };
  const data = {
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
  };

  const declared = await findLiveOrderByTrack(deps.db, input.trackNo);
  if (declared) {
    const state = stateOf(declared);
    if (state !== 'declared') {
      throw new AdminError(409, 'alreadyReceived', {
        number: formatOrderNumber(declared.number),
        state: shipmentStateName(state, locale),
      });
    }
    const result = await applyShipmentEvent(deps, {
      orderId: declared.id,
      event: 'receive',
      actor,
      data,
      expectedState: 'declared',
    });
    if (!result.ok) throw refusalError(result.reason);
    return { outcome: 'received', orderId: declared.id };
  }

  if (!input.customerCode) throw new AdminError(404, 'noParcelForTrack', { trackNo: input.trackNo });
  const customer = await findUserByCustomerCode(deps.db, input.customerCode);
  // Both fields at once, so the operator fixes the form in one go.
  const violations: Violation[] = [];
  if (!customer) {
    const message = adminMessage('unknownCustomerCode', locale, { code: input.customerCode });
    violations.push({ property: 'customerCode', message });
  }
  if (!input.countryCode) {
    violations.push({ property: 'countryCode', message: translateMessage('required', {}, locale) });
  }
  if (!customer || !input.countryCode) throw new HttpError(422, 'validationFailed', {}, violations);
  // Checked before the order exists, so a closed country leaves nothing behind (SPEC §9 China).
  if (!isCountryAcceptingParcels(input.countryCode, deps.now())) {
    throw new RefusedMoveError('country_not_accepting');
  }

  let orderId: string;
  try {
    const order = await insertWarehouseOrder(deps.db, {
      userId: customer.id,
      countryCode: input.countryCode,
      trackNo: input.trackNo,
    });
    orderId = order.id;
  } catch (error) {
    // Another scan (or a customer's declaration) took this track number a moment ago.
    if (isUniqueViolation(error)) throw new AdminError(409, 'stateChanged');
    throw error;
  }
  const result = await applyShipmentEvent(deps, {
    orderId,
    event: 'receive_unregistered',
    actor,
    data,
    expectedState: 'declared',
  });
  if (!result.ok) {
    await deleteWarehouseOrder(deps.db, orderId);
    throw refusalError(result.reason);
  }
  return { outcome: 'unregistered', orderId };
}
