// The storage timers (SPEC §9 "Storage: unregistered 30 days, disposed day 31; delayed 14 days,
// released day 15; auto-dispatch after 14 calendar days"; issue 5: paused released on day 15,
// restricted disposed after 30 days). A recurring job computes what is due from the parcels' own
// dates (decision 006: no row per parcel) and applies the domain's timer event with the state it
// read as `expectedState`, so a parcel that moved meanwhile, or that another instance already
// handled, is left alone.
import { dueTimer, isShipmentState, timerCutoff, type ShipmentState } from '@posylka/domain';
import { applyShipmentEvent } from './apply.js';
import { reconsiderHold } from './hold.js';
import { dispatchRequestedOrders, dueOrders, heldOrdersAfter } from './repository.js';
import type { LifecycleDeps } from './types.js';

/** States a timer moves; at the warehouse and consolidated count from the receipt. */
const TIMED: readonly { state: ShipmentState; byReceipt: boolean }[] = [
  { state: 'unregistered', byReceipt: false },
  { state: 'paused', byReceipt: false },
  { state: 'delayed', byReceipt: false },
  { state: 'restricted', byReceipt: false },
  { state: 'at_warehouse', byReceipt: true },
  { state: 'consolidated', byReceipt: true },
];

export const SHIPMENT_TIMERS_JOB = 'shipment-timers';
/** Every 5 minutes (design §3): a parcel leaves at most one tick after its due time. */
export const SHIPMENT_TIMERS_EVERY_MINUTES = 5;

export type TimerRunResult = { applied: number; skipped: number };

/**
 * Applies every due timer at `deps.now()`. Works through a backlog in batches of `batchSize` per
 * state; a batch that moved nothing ends that state's scan (what is left is not due or not movable).
 */
export async function runShipmentTimers(
  deps: LifecycleDeps,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<TimerRunResult> {
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 50;
  const result: TimerRunResult = { applied: 0, skipped: 0 };
  // One timer event per parcel per run: a parcel released on day 15 is back at the warehouse for a
  // tick before its (overdue) auto-dispatch, so its page and the customer's e-mails show both steps.
  const touched = new Set<string>();
  for (const { state, byReceipt } of TIMED) {
    const now = deps.now();
    const cutoff = timerCutoff(state, now);
    if (!cutoff) continue;
    const seen = new Set<string>();
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const rows = (await dueOrders(deps.db, state, cutoff, byReceipt, batchSize + seen.size)).filter(
        (row) => !seen.has(row.id) && !touched.has(row.id),
      );
      if (rows.length === 0) break;
      let moved = 0;
      for (const row of rows) {
        seen.add(row.id);
        if (!isShipmentState(row.shipmentState)) continue;
        const event = dueTimer(
          { state: row.shipmentState, stateSince: row.stateChangedAt, receivedAt: row.receivedAt },
          now,
        );
        if (!event) continue;
        const applied = await applyShipmentEvent(deps, {
          orderId: row.id,
          event,
          actor: { kind: 'timer', userId: null },
          expectedState: row.shipmentState,
        });
        if (applied.ok) {
          moved += 1;
          touched.add(row.id);
        } else result.skipped += 1;
      }
      result.applied += moved;
      if (moved === 0) break;
    }
  }
  await sendRequested(deps, batchSize, touched, result);
  await sweepHeld(deps, batchSize, maxBatches, result);
  if (result.applied > 0 || result.skipped > 0)
    deps.log.info({ job: SHIPMENT_TIMERS_JOB, ...result }, 'shipment timers applied');
  return result;
}

const TIMER = { kind: 'timer' as const, userId: null };

/**
 * SPEC §4 "auto-dispatch (14 calendar days after receipt, or earlier by choice)": a parcel whose
 * customer asked it to leave now goes with the next tick, under the same rules as the 14-day one.
 */
async function sendRequested(
  deps: LifecycleDeps,
  batchSize: number,
  touched: Set<string>,
  result: TimerRunResult,
): Promise<void> {
  for (const row of await dispatchRequestedOrders(deps.db, batchSize)) {
    if (touched.has(row.id)) continue;
    const sent = await applyShipmentEvent(deps, {
      orderId: row.id,
      event: 'dispatch',
      actor: TIMER,
      expectedState: 'at_warehouse',
    });
    if (sent.ok) {
      result.applied += 1;
      touched.add(row.id);
    } else result.skipped += 1;
  }
}

/**
 * A held parcel comes off hold as soon as its customer fixes what it waits for (the routes call
 * reconsiderHold); this sweep catches what changed elsewhere (a phone verified later, an address
 * edited in the address book) within one tick.
 */
async function sweepHeld(
  deps: LifecycleDeps,
  batchSize: number,
  maxBatches: number,
  result: TimerRunResult,
): Promise<void> {
  let after: string | null = null;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await heldOrdersAfter(deps.db, after, batchSize);
    for (const row of rows) {
      const now = await reconsiderHold(deps, row, TIMER);
      if (now.shipmentState !== 'held') result.applied += 1;
    }
    if (rows.length < batchSize) break;
    after = rows[rows.length - 1]!.id;
  }
}
