// What the customer hears of a move (issue 16, decision 015). Inside the move's transaction: the
// cabinet alert and the outbox message (e-mail, Telegram, SMS for a hold or the waybill), so they
// exist exactly when the move does and a crash after the commit loses nothing. After the commit: the
// realtime nudge on orders#{uid} (an open page reads the order again; nothing is lost without it)
// and a kick of the worker so the message leaves now rather than at the next poll.
import { ordersChannel, type OrderStatusMessage } from '@posylka/contract';
import { formatOrderNumber, type NotificationEvent, type ShipmentState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { notify } from '../../notifications/index.js';
import { addAlert } from '../alerts/index.js';
import { buyoutPagePath, messageTarget } from '../payments/index.js';
import type { BonusCredit, LifecycleDeps, StateMove } from './types.js';

/** The customer's parcel page (no locale prefix: the site adds the visitor's). */
export const parcelPagePath = (orderId: string) => `/forwarding/show/${orderId}`;

function alertKind(state: ShipmentState): 'info' | 'success' | 'warning' {
  if (state === 'received') return 'success';
  if (state === 'delayed' || state === 'restricted' || state === 'unregistered' || state === 'disposed')
    return 'warning';
  return 'info';
}

/** A hold and the Nova Poshta waybill have their own messages (also by SMS); every other move one. */
function eventOf(move: StateMove): NotificationEvent {
  if (move.to === 'held') return 'parcel.held';
  if (move.to === 'handed_to_np' && move.order.waybillNumber) return 'parcel.waybill';
  return 'parcel.state';
}

/** Writes the move's alert and outbox message with the transaction `tx` that made the move. */
export async function recordMoveNotifications(tx: Database, move: StateMove): Promise<void> {
  const { order } = move;
  const number = formatOrderNumber(order.number);
  const link = parcelPagePath(order.id);
  await addAlert(tx, {
    userId: order.userId,
    key: 'order-status',
    kind: alertKind(move.to),
    params: { number, state: move.to },
    link,
  });
  if (move.event === 'receive' && order.buyoutOrderId) {
    await notifyBuyoutArrived(tx, move, order.buyoutOrderId);
    return;
  }
  await notify(tx, {
    userId: order.userId,
    event: eventOf(move),
    params: {
      orderId: order.id,
      number,
      state: move.to,
      waybill: order.waybillNumber ?? null,
      reasons: move.to === 'held' ? (order.holdReasons ?? []).length : null,
    },
    link,
    key: `parcel:${order.id}:${move.event}:${move.to}:${move.at.toISOString()}`,
  });
}

/** A buy-out's goods reached the US warehouse: the customer knows the buy-out's number and page. */
async function notifyBuyoutArrived(tx: Database, move: StateMove, buyoutOrderId: string): Promise<void> {
  const target = await messageTarget(tx, buyoutOrderId);
  if (!target) return;
  await notify(tx, {
    userId: move.order.userId,
    event: 'buyout.arrived',
    params: { orderId: buyoutOrderId, parcelId: move.order.id, number: target.label, state: move.to },
    link: buyoutPagePath(buyoutOrderId),
    key: `buyout.arrived:${buyoutOrderId}`,
  });
}

/** The receipt bonuses' alert, in the delivering move's transaction. */
export async function recordBonusAlert(tx: Database, bonus: BonusCredit, orderId: string): Promise<void> {
  await addAlert(tx, {
    userId: bonus.userId,
    key: 'bonuses_credited',
    kind: 'success',
    params: { amount: bonus.amountUah, orderRef: bonus.orderRef },
    link: parcelPagePath(orderId),
  });
}

/** After the commit: the realtime nudge per move, then the worker's kick. Failures are only logged. */
export async function publishMoves(deps: LifecycleDeps, moves: readonly StateMove[]): Promise<void> {
  for (const move of moves) {
    const message: OrderStatusMessage = {
      orderId: move.order.id,
      state: move.to,
      at: move.at.toISOString(),
    };
    try {
      await deps.hub.publish(ordersChannel(move.order.userId), message);
    } catch (err) {
      deps.log.error({ err, orderId: move.order.id, notification: 'realtime' }, 'shipment push failed');
    }
  }
  void deps.notifications?.kick();
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
