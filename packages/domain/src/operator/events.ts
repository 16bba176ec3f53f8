import { SHIPMENT_TRANSITIONS, type ShipmentEvent } from '../lifecycle/states.js';

/**
 * The moves an operator makes from a parcel's page in the console: every event an operator may
 * trigger on an existing parcel, except `receive`, which has its own form because it needs the
 * weight and sizes. `receive_unregistered` creates a parcel and is part of receiving too. `hold` and
 * `clear_hold` follow the parcel rules on their own (issue 13): no one asks for them.
 */
const SYSTEM_MOVES: readonly ShipmentEvent[] = ['receive', 'hold', 'clear_hold'];
export const OPERATOR_PARCEL_EVENTS = SHIPMENT_TRANSITIONS.filter(
  (row) => row.actors.includes('operator') && row.from.length > 0 && !SYSTEM_MOVES.includes(row.event),
).map((row) => row.event) as [ShipmentEvent, ...ShipmentEvent[]];

export function isOperatorParcelEvent(value: unknown): value is ShipmentEvent {
  return typeof value === 'string' && (OPERATOR_PARCEL_EVENTS as readonly string[]).includes(value);
}
