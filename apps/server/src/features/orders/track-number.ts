// PUT /orders/{id}/tracking/number: a track number set on its own, after the order was saved without
// one (SPEC §6), with the same format, duplicate and lock rules as a save.
import {
  checkTrackNumber,
  isTrackNumberChangeable,
  isNoTrackNumber,
  isTrackNumberEditable,
  type CheckoutState,
  type Locale,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { shipmentStateOf } from '../lifecycle/index.js';
import { hasDeclaration } from './checkout-state.js';
import { OrderConflictError } from './messages.js';
import { isDuplicateTrackError, trackNumberTaken, updateOrder } from './repository.js';
import { localize, validationError, type Found } from './violations.js';

/** PUT /orders/{id}/tracking/number: the same format, duplicate and lock rules as a save. */
export async function setTrackNumber(
  db: Database,
  order: OrderRow,
  number: string,
  locale: Locale,
): Promise<OrderRow> {
  if (order.isBlocked) throw new OrderConflictError('blocked');
  const trimmed = number.trim();
  const trackNo = isNoTrackNumber(trimmed) ? null : trimmed;
  // Issue 13: the label the warehouse scanned is the parcel's; changing it afterwards would free the
  // number for another account. Setting the same number again changes nothing and is allowed.
  if (
    !isTrackNumberChangeable(shipmentStateOf(order)) &&
    (order.trackNo ?? '').toUpperCase() !== (trackNo ?? '').toUpperCase()
  )
    throw new OrderConflictError('trackNumberFixed');
  const found: Found[] = [];
  const problem = trackNo ? checkTrackNumber(trackNo, order.countryCode) : null;
  if (!trackNo) found.push({ property: 'number', code: 'required' });
  else if (problem)
    found.push({
      property: 'number',
      code: problem.code,
      ...(problem.params ? { params: problem.params } : {}),
    });
  else {
    const changed = (order.trackNo ?? '').toUpperCase() !== trackNo.toUpperCase();
    const editable = isTrackNumberEditable({
      isCreatedBySML: order.isCreatedBySml,
      isCreatedByWarehouse: order.isCreatedByWarehouse,
      trackNo: order.trackNo,
    });
    if (changed && !editable) found.push({ property: 'number', code: 'trackNumber.locked' });
    else if (changed && (await trackNumberTaken(db, trackNo, order.id)))
      found.push({ property: 'number', code: 'trackNumber.duplicate' });
  }
  if (found.length > 0) throw validationError(localize(found, locale));
  try {
    const declared = hasDeclaration({ ...order, trackNo, receivedTrackNumber: true, noTrackNumber: false });
    const state =
      order.checkoutState === 'new' && declared
        ? ('declaration' as CheckoutState)
        : (order.checkoutState as CheckoutState);
    return await updateOrder(
      db,
      order.id,
      { trackNo, receivedTrackNumber: true, noTrackNumber: false, checkoutState: state },
      null,
    );
  } catch (error) {
    if (isDuplicateTrackError(error))
      throw validationError(localize([{ property: 'number', code: 'trackNumber.duplicate' }], locale));
    throw error;
  }
}
