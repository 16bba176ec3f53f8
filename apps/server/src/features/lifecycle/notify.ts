// After a committed change (design §5): an in-app alert, an e-mail in the customer's language and a
// realtime message on orders#{uid}. Each is attempted on its own and a failure is only logged: the
// move already happened, and the parcel page shows the truth whatever reached the customer.
import { ordersChannel, type OrderStatusMessage } from '@posylka/contract';
import {
  DEFAULT_LOCALE,
  formatOrderNumber,
  isLocale,
  type Locale,
  type ShipmentState,
} from '@posylka/domain';
import { shipmentStatusEmail } from '../../providers/mail/index.js';
import { addAlert, shipmentStateName } from '../alerts/index.js';
import { findRecipient } from './repository.js';
import type { BonusCredit, LifecycleDeps, StateMove } from './types.js';

/** The customer's parcel page (no locale prefix: the site adds the visitor's). */
export const parcelPagePath = (orderId: string) => `/forwarding/show/${orderId}`;

function alertKind(state: ShipmentState): 'info' | 'success' | 'warning' {
  if (state === 'received') return 'success';
  if (state === 'delayed' || state === 'restricted' || state === 'unregistered' || state === 'disposed')
    return 'warning';
  return 'info';
}

async function attempt(deps: LifecycleDeps, what: string, orderId: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    deps.log.error({ err, orderId, notification: what }, 'shipment notification failed');
  }
}

export async function notifyMove(deps: LifecycleDeps, move: StateMove): Promise<void> {
  const { order } = move;
  const number = formatOrderNumber(order.number);
  const path = parcelPagePath(order.id);
  await attempt(deps, 'alert', order.id, () =>
    addAlert(deps.db, {
      userId: order.userId,
      key: 'order-status',
      kind: alertKind(move.to),
      params: { number, state: move.to },
      link: path,
    }),
  );
  await attempt(deps, 'mail', order.id, async () => {
    const recipient = await findRecipient(deps.db, order.userId);
    if (!recipient) return;
    const locale: Locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    await deps.mail.send(
      shipmentStatusEmail({
        to: recipient.email,
        locale,
        number,
        state: move.to,
        stateName: shipmentStateName(move.to, locale),
        link: `${deps.publicUrl ?? ''}${prefix}${path}`,
        orderId: order.id,
      }),
    );
  });
  const message: OrderStatusMessage = { orderId: order.id, state: move.to, at: move.at.toISOString() };
  await attempt(deps, 'realtime', order.id, () => deps.hub.publish(ordersChannel(order.userId), message));
}

/**
 * Something on the parcel page changed without a move (the warehouse added photos): only the
 * realtime message, so an open page reads the order again; no alert or e-mail for it.
 */
export async function publishParcelChange(
  deps: Pick<LifecycleDeps, 'hub' | 'log'>,
  order: { id: string; userId: string; shipmentState: ShipmentState },
  at: Date,
): Promise<void> {
  const message: OrderStatusMessage = { orderId: order.id, state: order.shipmentState, at: at.toISOString() };
  try {
    await deps.hub.publish(ordersChannel(order.userId), message);
  } catch (err) {
    deps.log.error({ err, orderId: order.id, notification: 'realtime' }, 'parcel change push failed');
  }
}

export async function notifyBonus(deps: LifecycleDeps, bonus: BonusCredit, orderId: string): Promise<void> {
  await attempt(deps, 'bonus-alert', orderId, () =>
    addAlert(deps.db, {
      userId: bonus.userId,
      key: 'bonuses_credited',
      kind: 'success',
      params: { amount: bonus.amountUah, orderRef: bonus.orderRef },
      link: parcelPagePath(orderId),
    }),
  );
}
