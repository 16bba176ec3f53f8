// What applyShipmentEvent needs and answers. The admin API and the customer routes share it.
import type {
  LifecycleActor,
  ParcelViolation,
  ShipmentEvent,
  ShipmentState,
  TransitionRefusal,
} from '@posylka/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { RealtimeHub } from '../../realtime/index.js';

export interface LifecycleLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface LifecycleDeps {
  db: Database;
  /** Realtime publish of orders#{uid} after each change. */
  hub: RealtimeHub;
  /** The outbox worker, kicked after a commit so the move's message leaves at once (tests drain it). */
  notifications?: { kick(): unknown };
  /** Injected clock: the timer job and its tests move time. */
  now: () => Date;
  log: LifecycleLog;
  /** Absolute site URL for e-mail links (config.publicUrl); links are site-relative without it. */
  publicUrl?: string;
}

/** The deps of a running app (its database, hub, outbox worker and logger). */
export function lifecycleDeps(app: FastifyInstance, now: () => Date = () => new Date()): LifecycleDeps {
  return {
    db: app.db,
    hub: app.realtime,
    notifications: app.notifications,
    now,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
}

export type LifecycleActorRef = { kind: LifecycleActor; userId: string | null };

export type ApplyShipmentEventInput = {
  orderId: string;
  event: ShipmentEvent;
  actor: LifecycleActorRef;
  /**
   * What the event carries: `waybillNumber` (hand_to_np), `note` (restrict, delay), `consolidationId`
   * (consolidate), `weightKg`, `lengthCm`, `widthCm`, `heightCm` and `warehouseId` (the country
   * place that took it, which prices it) (receive, receive_unregistered).
   * Stored on the timeline row as given (the waybill normalized).
   */
  data?: Record<string, unknown>;
  /** Optimistic check: refused with `state_changed` when the order is no longer in this state. */
  expectedState?: ShipmentState;
};

/**
 * Why a move did not happen: a domain refusal, no such live order, the state moved under us (another
 * request or instance won), or `data` that cannot be stored (a malformed weight, a missing
 * consolidation id).
 */
export type ApplyRefusalReason = TransitionRefusal | 'not_found' | 'state_changed' | 'invalid_data';

export type ApplyShipmentEventResult =
  | { ok: true; order: OrderRow; from: ShipmentState; to: ShipmentState }
  | {
      ok: false;
      reason: ApplyRefusalReason;
      /** With `departure_blocked`: the parcel rules that keep it from leaving (issue 13). */
      violations?: ParcelViolation[];
    };

/** One committed state change, for the notifications sent after the transaction. */
export type StateMove = {
  order: OrderRow;
  from: ShipmentState | null;
  to: ShipmentState;
  event: ShipmentEvent;
  at: Date;
};

/** Bonuses written to the ledger by a `deliver`, announced after the commit. */
export type BonusCredit = { userId: string; amountUah: string; orderRef: string };
