import type { Shipment } from '@posylka/contract';
import { SHIPMENT_TIMELINE, timelineStepOf, type ShipmentState } from '@posylka/domain';

export type TimelineStepStatus = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  state: ShipmentState;
  status: TimelineStepStatus;
  /** When the parcel first reached this step (ISO), null when unknown or not yet. */
  at: string | null;
  /** A side state (paused, delayed, restricted, consolidated, unregistered, disposed) shown on its step. */
  badge: ShipmentState | null;
}

/**
 * The status line of the detail page (domain SHIPMENT_TIMELINE): every main step with whether the
 * parcel passed it, is at it, or has it ahead, and the date it first got there from the order's
 * events. "Declared" has no event of its own: its date is when the declaration was completed. A
 * parcel the warehouse registered without a declaration never was "declared": that step has no date.
 */
export function timelineSteps(
  shipment: Pick<Shipment, 'state' | 'timeline'>,
  declaredAt: string | null,
): TimelineStep[] {
  const current = timelineStepOf(shipment.state);
  const currentIndex = SHIPMENT_TIMELINE.indexOf(current);
  const firstAt = new Map<ShipmentState, string>();
  for (const entry of shipment.timeline) {
    const step = timelineStepOf(entry.state);
    if (!firstAt.has(step)) firstAt.set(step, entry.at);
  }
  const neverDeclared = shipment.timeline.some((entry) => entry.event === 'receive_unregistered');
  return SHIPMENT_TIMELINE.map((state, index): TimelineStep => {
    const status: TimelineStepStatus =
      index < currentIndex || (index === currentIndex && shipment.state === 'received')
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'upcoming';
    const at =
      state === 'declared'
        ? neverDeclared
          ? null
          : declaredAt
        : status === 'upcoming'
          ? null
          : (firstAt.get(state) ?? null);
    const badge = index === currentIndex && shipment.state !== state ? shipment.state : null;
    return { state, status, at, badge };
  });
}
