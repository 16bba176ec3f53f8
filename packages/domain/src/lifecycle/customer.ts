import type { ShipmentState } from './states.js';

/**
 * The main line of the status timeline on the parcel page. Side states (paused, delayed, restricted,
 * consolidated, unregistered, disposed) are not steps: they show as a badge on the step they belong to
 * (see `timelineStepOf`).
 */
export const SHIPMENT_TIMELINE: readonly ShipmentState[] = [
  'declared',
  'at_warehouse',
  'dispatched',
  'in_transit',
  'customs',
  'arrived',
  'handed_to_np',
  'received',
];

/**
 * The timeline step a state belongs to: side states are all "at the warehouse" (the parcel is
 * physically there), including an unregistered one and a disposed one (disposed at the warehouse).
 */
export function timelineStepOf(state: ShipmentState): ShipmentState {
  return SHIPMENT_TIMELINE.includes(state) ? state : 'at_warehouse';
}

/** SPEC §4 "paused ... can be released once and cannot be paused again": pause only once, at the warehouse. */
export function canPause(state: ShipmentState, pausedOnce: boolean): boolean {
  return state === 'at_warehouse' && !pausedOnce;
}

/** The customer releases a paused parcel (it then leaves with the next dispatch). */
export function canRelease(state: ShipmentState): boolean {
  return state === 'paused';
}

/** SPEC §4 "Blocked ... orders are unblocked through continue-delivery": a delayed parcel. */
export function canContinueDelivery(state: ShipmentState): boolean {
  return state === 'delayed';
}

/** isBlocked of SPEC §3 states, kept in step with the lifecycle: paused or delayed at the warehouse. */
export function isShipmentBlocked(state: ShipmentState): boolean {
  return state === 'paused' || state === 'delayed';
}
