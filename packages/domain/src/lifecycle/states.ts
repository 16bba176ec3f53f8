// The forwarded parcel's life at and after the warehouse (SPEC §4 "Warehouse-related shipment states",
// issue 5): the states, the events that move between them and who may trigger each event.

export const SHIPMENT_STATES = [
  'declared',
  'unregistered',
  'at_warehouse',
  'held',
  'paused',
  'delayed',
  'restricted',
  'consolidated',
  'dispatched',
  'in_transit',
  'customs',
  'arrived',
  'handed_to_np',
  'received',
  'disposed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export function isShipmentState(value: unknown): value is ShipmentState {
  return typeof value === 'string' && (SHIPMENT_STATES as readonly string[]).includes(value);
}

export const SHIPMENT_EVENTS = [
  'receive',
  'receive_unregistered',
  'register',
  'declare_manually',
  'hold',
  'clear_hold',
  'pause',
  'release',
  'delay',
  'unblock',
  'restrict',
  'clear_restriction',
  'consolidate',
  'cancel_consolidation',
  'dispatch',
  'depart',
  'clear_customs_start',
  'arrive',
  'hand_to_np',
  'deliver',
  'dispose',
] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

export function isShipmentEvent(value: unknown): value is ShipmentEvent {
  return typeof value === 'string' && (SHIPMENT_EVENTS as readonly string[]).includes(value);
}

/** Who triggers an event: the customer in the cabinet, an operator in the console, or the timer job. */
export const LIFECYCLE_ACTORS = ['customer', 'operator', 'timer'] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

export type ShipmentTransition = {
  event: ShipmentEvent;
  from: readonly ShipmentState[];
  to: ShipmentState;
  actors: readonly LifecycleActor[];
};

/**
 * Every move of the parcel. `receive_unregistered` has no `from`: it creates the parcel (the warehouse
 * received a parcel nobody declared, SPEC §4 "unregistered"). Terminal states (received, disposed)
 * have no way out.
 */
export const SHIPMENT_TRANSITIONS: readonly ShipmentTransition[] = [
  // The parcel is scanned in and weighed.
  { event: 'receive', from: ['declared'], to: 'at_warehouse', actors: ['operator'] },
  // The label carries a customer code but no declaration exists (additional service 39).
  { event: 'receive_unregistered', from: [], to: 'unregistered', actors: ['operator'] },
  // "the user continues registration".
  { event: 'register', from: ['unregistered'], to: 'at_warehouse', actors: ['customer'] },
  // The warehouse declares on the customer's behalf (additional service 40).
  { event: 'declare_manually', from: ['unregistered'], to: 'at_warehouse', actors: ['operator'] },
  // Issue 13 "the warehouse holds what cannot leave": at the warehouse with a rule for leaving broken
  // (declaration, documents, locker limits...). Whoever's move brought it there with the problem is
  // the actor: the operator's receipt, the customer's release, the timer's auto-dispatch attempt.
  { event: 'hold', from: ['at_warehouse'], to: 'held', actors: ['customer', 'operator', 'timer'] },
  // Every reason is gone (the customer fixed it, or the operator changed what was wrong).
  { event: 'clear_hold', from: ['held'], to: 'at_warehouse', actors: ['customer', 'operator', 'timer'] },
  // "held to avoid the customs limit; can be released once and cannot be paused again".
  { event: 'pause', from: ['at_warehouse'], to: 'paused', actors: ['customer'] },
  { event: 'release', from: ['paused'], to: 'at_warehouse', actors: ['customer', 'operator', 'timer'] },
  // Blocked by the warehouse: documents missing, over the limit...
  { event: 'delay', from: ['at_warehouse', 'paused'], to: 'delayed', actors: ['operator'] },
  // The customer's "continue delivery" (SPEC §4), the operator, or day 15.
  { event: 'unblock', from: ['delayed'], to: 'at_warehouse', actors: ['customer', 'operator', 'timer'] },
  {
    event: 'restrict',
    from: ['at_warehouse', 'held', 'paused', 'delayed', 'unregistered'],
    to: 'restricted',
    actors: ['operator'],
  },
  // The forbidden goods were removed, or turned out to be allowed.
  { event: 'clear_restriction', from: ['restricted'], to: 'at_warehouse', actors: ['operator'] },
  { event: 'consolidate', from: ['at_warehouse'], to: 'consolidated', actors: ['customer'] },
  {
    event: 'cancel_consolidation',
    from: ['consolidated'],
    to: 'at_warehouse',
    actors: ['customer', 'operator'],
  },
  // A batch from the console, or auto-dispatch 14 calendar days after receipt.
  {
    event: 'dispatch',
    from: ['at_warehouse', 'consolidated'],
    to: 'dispatched',
    actors: ['operator', 'timer'],
  },
  { event: 'depart', from: ['dispatched'], to: 'in_transit', actors: ['operator'] },
  { event: 'clear_customs_start', from: ['in_transit'], to: 'customs', actors: ['operator'] },
  // In Ukraine with customs cleared.
  { event: 'arrive', from: ['customs'], to: 'arrived', actors: ['operator'] },
  // Needs the Nova Poshta express waybill number.
  { event: 'hand_to_np', from: ['arrived'], to: 'handed_to_np', actors: ['operator'] },
  // The customer picked it up: bonuses are credited (SPEC §9).
  { event: 'deliver', from: ['handed_to_np'], to: 'received', actors: ['operator'] },
  // Day 31 of an unregistered or restricted parcel.
  { event: 'dispose', from: ['unregistered', 'restricted'], to: 'disposed', actors: ['timer'] },
];

const BY_EVENT = new Map(SHIPMENT_TRANSITIONS.map((t) => [t.event, t]));

/** The transition row of an event (every event has exactly one). */
export function transitionOf(event: ShipmentEvent): ShipmentTransition {
  const row = BY_EVENT.get(event);
  if (!row) throw new Error(`No transition for shipment event ${event}`);
  return row;
}
