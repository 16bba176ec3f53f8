// Consolidation (SPEC §8 "Consolidation: success ... error ... warning when the sum exceeds the
// customs limit, asking to continue"; issue 5 "more than one arrived shipment from one country, with
// an agreement 'Yes'"): the customer joins at-warehouse parcels of one country; each parcel moves with
// the domain's `consolidate` event and comes back with `cancel_consolidation`.
import type { ConsolidationResult, Violation } from '@posylka/contract';
import {
  CONSOLIDATION_MESSAGE_CODES,
  consolidationExceedsLimit,
  consolidationNotice,
  consolidationViolations,
  roundMoney,
  sumMoney,
  translateMessage,
  type Locale,
  type Money,
  type ShipmentState,
} from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { consolidations, orders, type ConsolidationRow, type OrderRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { applyShipmentEvent } from './apply.js';
import { LifecycleConflictError, lifecycleMessage } from './messages.js';
import { shipmentStateOf } from './present.js';
import { countryCustomsLimit, findOwnOrder, findOwnOrders } from './repository.js';
import { isUuid } from '../../db/uuid.js';
import type { LifecycleDeps } from './types.js';

export type ConsolidationOutcome =
  { kind: 'done'; result: ConsolidationResult } | { kind: 'over_limit'; total: Money; limit: Money };

const validationError = (violations: Violation[]) => new HttpError(422, 'validationFailed', {}, violations);

async function findOwnConsolidation(
  deps: LifecycleDeps,
  userId: string,
  id: string,
): Promise<ConsolidationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await deps.db
    .select()
    .from(consolidations)
    .where(and(eq(consolidations.id, id), eq(consolidations.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function membersOf(deps: LifecycleDeps, consolidationId: string): Promise<OrderRow[]> {
  return deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consolidationId, consolidationId),
        eq(orders.shipmentState, 'consolidated'),
        isNull(orders.deletedAt),
      ),
    );
}

/** The 409 answer when the parcels together pass the country's limit and the customer has not agreed. */
async function overLimit(deps: LifecycleDeps, parcels: readonly OrderRow[], countryCode: string) {
  const limit = await countryCustomsLimit(deps.db, countryCode);
  if (!limit || limit.currency !== 'EUR') return null;
  if (!consolidationExceedsLimit(parcels, limit)) return null;
  const total = roundMoney(
    sumMoney(
      parcels.map((order) => ({ amount: order.itemsTotalEur, currency: 'EUR' as const })),
      'EUR',
    ),
  );
  return { kind: 'over_limit' as const, total, limit: roundMoney(limit) };
}

/**
 * Moves the parcels into the consolidation one by one. Should one of them have moved meanwhile (a
 * second tab, an operator), the ones already moved go back and the request answers SPEC §8's error.
 */
async function consolidate(
  deps: LifecycleDeps,
  userId: string,
  consolidation: ConsolidationRow,
  parcels: readonly OrderRow[],
): Promise<void> {
  const moved: string[] = [];
  for (const parcel of parcels) {
    const done = await applyShipmentEvent(deps, {
      orderId: parcel.id,
      event: 'consolidate',
      actor: { kind: 'customer', userId },
      data: { consolidationId: consolidation.id },
      expectedState: 'at_warehouse',
    });
    if (done.ok) {
      moved.push(parcel.id);
      continue;
    }
    for (const id of moved) {
      await applyShipmentEvent(deps, {
        orderId: id,
        event: 'cancel_consolidation',
        actor: { kind: 'customer', userId },
        expectedState: 'consolidated',
      });
    }
    if (moved.length === 0 && parcels.length > 0) {
      // Nothing moved in a fresh request: it never existed as far as the customer is concerned.
      await deps.db
        .update(consolidations)
        .set({ status: 'canceled', updatedAt: deps.now() })
        .where(eq(consolidations.id, consolidation.id));
    }
    throw new LifecycleConflictError((locale) => consolidationNotice('error', locale));
  }
}

async function resultOf(
  deps: LifecycleDeps,
  consolidationId: string,
  locale: Locale,
  message: string = consolidationNotice('success', locale),
  /** The parcels to report when they have left the consolidation (a cancel); else its members. */
  formerIds?: string[],
): Promise<ConsolidationResult> {
  const [row] = await deps.db
    .select()
    .from(consolidations)
    .where(eq(consolidations.id, consolidationId))
    .limit(1);
  const members = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.consolidationId, consolidationId), isNull(orders.deletedAt)));
  return {
    consolidationId,
    status: (row?.status ?? 'requested') as ConsolidationResult['status'],
    orderIds: formerIds ?? members.map((member) => member.id),
    message,
  };
}

/** POST /orders/consolidation. */
export async function createConsolidation(
  deps: LifecycleDeps,
  userId: string,
  body: { orderIds: string[]; agreement: boolean; confirmOverLimit?: boolean | undefined },
  locale: Locale,
): Promise<ConsolidationOutcome> {
  const found = await findOwnOrders(deps.db, userId, body.orderIds);
  const byId = new Map(found.map((order) => [order.id, order]));
  // An id that is not one of my live orders is "not found", like every other customer route.
  if (body.orderIds.some((id) => !byId.has(id))) throw notFound();
  const candidates = body.orderIds.map((id) => {
    const order = byId.get(id)!;
    return { id, countryCode: order.countryCode, shipmentState: shipmentStateOf(order) };
  });
  const violations = consolidationViolations({ orders: candidates, agreement: body.agreement });
  if (violations.length > 0) {
    throw validationError(
      violations.map((v) => ({
        property: v.property,
        message: translateMessage(CONSOLIDATION_MESSAGE_CODES[v.code], {}, locale),
      })),
    );
  }
  const parcels = [...byId.values()];
  const countryCode = parcels[0]!.countryCode;
  if (!body.confirmOverLimit) {
    const over = await overLimit(deps, parcels, countryCode);
    if (over) return over;
  }
  const [consolidation] = await deps.db
    .insert(consolidations)
    .values({ userId, countryCode, status: 'requested', createdAt: deps.now(), updatedAt: deps.now() })
    .returning();
  await consolidate(deps, userId, consolidation!, parcels);
  return { kind: 'done', result: await resultOf(deps, consolidation!.id, locale) };
}

/** POST /orders/consolidation/add/{id}: one more at-warehouse parcel of the same country. */
export async function addToConsolidation(
  deps: LifecycleDeps,
  userId: string,
  consolidationId: string,
  body: { orderId: string; confirmOverLimit?: boolean | undefined },
  locale: Locale,
): Promise<ConsolidationOutcome> {
  const consolidation = await findOwnConsolidation(deps, userId, consolidationId);
  const parcel = await findOwnOrder(deps.db, userId, body.orderId);
  if (!consolidation || !parcel) throw notFound();
  if (consolidation.status !== 'requested')
    throw new LifecycleConflictError((l) => lifecycleMessage('consolidationClosed', l));
  const state: ShipmentState = shipmentStateOf(parcel);
  const codes = [
    ...(parcel.countryCode !== consolidation.countryCode ? (['mixed_countries'] as const) : []),
    ...(state !== 'at_warehouse' ? (['not_at_warehouse'] as const) : []),
  ];
  if (codes.length > 0) {
    throw validationError(
      codes.map((code) => ({
        property: 'orderId',
        message: translateMessage(CONSOLIDATION_MESSAGE_CODES[code], {}, locale),
      })),
    );
  }
  if (!body.confirmOverLimit) {
    const members = await membersOf(deps, consolidation.id);
    const over = await overLimit(deps, [...members, parcel], consolidation.countryCode);
    if (over) return over;
  }
  await consolidate(deps, userId, consolidation, [parcel]);
  return { kind: 'done', result: await resultOf(deps, consolidation.id, locale) };
}

/** POST /orders/consolidation/cancel/{id}: every parcel back to "at the warehouse". */
export async function cancelConsolidation(
  deps: LifecycleDeps,
  userId: string,
  consolidationId: string,
  locale: Locale,
): Promise<ConsolidationResult> {
  const consolidation = await findOwnConsolidation(deps, userId, consolidationId);
  if (!consolidation) throw notFound();
  if (consolidation.status !== 'requested')
    throw new LifecycleConflictError((l) => lifecycleMessage('consolidationClosed', l));
  const members = await membersOf(deps, consolidation.id);
  for (const member of members) {
    // The last two go back together (effects), so a later one may already be at the warehouse.
    await applyShipmentEvent(deps, {
      orderId: member.id,
      event: 'cancel_consolidation',
      actor: { kind: 'customer', userId },
      expectedState: 'consolidated',
    });
  }
  await deps.db
    .update(consolidations)
    .set({ status: 'canceled', updatedAt: deps.now() })
    .where(and(eq(consolidations.id, consolidation.id), eq(consolidations.status, 'requested')));
  const formerIds = members.map((member) => member.id);
  return resultOf(
    deps,
    consolidation.id,
    locale,
    lifecycleMessage('consolidationCanceled', locale),
    formerIds,
  );
}
