// Receiving a parcel at the warehouse (issue 5 "receive: scan, weigh, measure"): the live declared
// order with the scanned track number is received; a parcel nobody declared, whose label carries a
// customer code, becomes that customer's unregistered parcel (additional service 39); a declared
// track whose label names another customer goes to the label's customer (label-conflict.ts). The
// warehouse that took it is recorded (issue 13): the operator's choice, else the one of the address
// on the label. The lifecycle does the move (state, measurements, delivery cost, timeline, audit,
// notifications).
import {
  findCountry,
  formatOrderNumber,
  isCountryAcceptingParcels,
  isWarehouseOf,
  receivingWarehouse,
  shipmentStateName,
  translateMessage,
  type Locale,
  type ParcelMeasurements,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { applyShipmentEvent, type LifecycleDeps } from '../lifecycle/index.js';
import { customerDefaultStock } from '../stock-addresses/index.js';
import { receiveForLabelCustomer } from './label-conflict.js';
import { AdminError, RefusedMoveError, adminMessage, refusalError } from './messages.js';
import { stateOf } from './present.js';
import {
  deleteWarehouseOrder,
  findLiveOrderByTrack,
  findUserByCustomerCode,
  findUserById,
  insertWarehouseOrder,
  isUniqueViolation,
} from './repository.js';

export type ReceiveInput = ParcelMeasurements & {
  trackNo: string;
  customerCode?: string | undefined;
  countryCode?: string | undefined;
  warehouseId?: string | undefined;
};

export type ReceiveOutcome = { outcome: 'received' | 'unregistered'; orderId: string };

/** The warehouse recorded for the owner's parcel: the operator's pick, else the label's address. */
async function warehouseFor(
  db: Database,
  input: { countryCode: string; ownerId: string; chosen: string | undefined },
): Promise<string | null> {
  const customerDefault = input.chosen
    ? null
    : await customerDefaultStock(db, input.ownerId, input.countryCode);
  const place = receivingWarehouse({
    countryCode: input.countryCode,
    chosenByOperator: input.chosen ?? null,
    customerDefault: customerDefault ?? null,
  });
  return place?.id ?? null;
}

export async function receiveParcel(
  deps: LifecycleDeps,
  input: ReceiveInput,
  operatorId: string,
  locale: Locale,
): Promise<ReceiveOutcome> {
  const actor = { kind: 'operator' as const, userId: operatorId };
  const measures = {
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
  } else if (!input.customerCode) {
    throw new AdminError(404, 'noParcelForTrack', { trackNo: input.trackNo });
  }
  // A declared parcel is the declaration's country; a new one is the console's.
  const countryCode = declared?.countryCode ?? input.countryCode;
  const labelCustomer = input.customerCode ? await findUserByCustomerCode(deps.db, input.customerCode) : null;
  // Every field at once, so the operator fixes the form in one go.
  const violations: Violation[] = [];
  if (input.customerCode && !labelCustomer) {
    const message = adminMessage('unknownCustomerCode', locale, { code: input.customerCode });
    violations.push({ property: 'customerCode', message });
  }
  if (!countryCode) {
    violations.push({ property: 'countryCode', message: translateMessage('required', {}, locale) });
  }
  if (countryCode && input.warehouseId && !isWarehouseOf(countryCode, input.warehouseId)) {
    const country = findCountry(countryCode)?.name[locale] ?? countryCode;
    const message = adminMessage('unknownWarehouse', locale, { country });
    violations.push({ property: 'warehouseId', message });
  }
  if (violations.length > 0 || !countryCode) throw new HttpError(422, 'validationFailed', {}, violations);

  // The label's customer owns the parcel; without a code on the form, the declaring customer.
  const ownerId = labelCustomer?.id ?? declared!.userId;
  const warehouseId = await warehouseFor(deps.db, { countryCode, ownerId, chosen: input.warehouseId });
  const data = { ...measures, ...(warehouseId ? { warehouseId } : {}) };

  if (declared && ownerId === declared.userId) {
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

  // Checked before any order changes, so a closed country leaves nothing behind (SPEC §9 China).
  if (!isCountryAcceptingParcels(countryCode, deps.now())) {
    throw new RefusedMoveError('country_not_accepting');
  }

  if (declared && labelCustomer) {
    const declaring = await findUserById(deps.db, declared.userId);
    const orderId = await receiveForLabelCustomer(deps, {
      declared,
      declaredCustomerCode: declaring?.customerCode ?? '',
      labelCustomer,
      trackNo: input.trackNo,
      data,
      operatorId,
    });
    return { outcome: 'unregistered', orderId };
  }

  let orderId: string;
  try {
    const order = await insertWarehouseOrder(deps.db, {
      userId: ownerId,
      countryCode,
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
