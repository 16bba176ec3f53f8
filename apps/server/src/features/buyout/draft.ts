// POST /buyout/draft: a buy-out draft saved, created or updated (SPEC §4 Buy-out).
import {
  BUYOUT_ORDER_STATUSES,
  buyoutReopensAsDraft,
  buyoutSavePayloadSchema,
  calendarDateOf,
  canSaveBuyoutDraft,
  defaultBuyoutOrderName,
  shouldSaveBuyoutDraft,
  toViolations,
  type BuyoutOrderStatus,
  type Locale,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { closeOpenPayments } from '../payments/index.js';
import type { BuyoutDeps } from './deps.js';
import { BuyoutConflictError } from './messages.js';
import { productValues } from './product-lines.js';
import { resolvePromo } from './promo-values.js';
import { findBuyout, findOwnAddress, findProducts, replaceProducts } from './repository.js';
import { failIf, violation } from './violations.js';

/** The statuses a draft save may change (domain buyoutEditMode `draft`). */
export const SAVABLE_STATUSES = BUYOUT_ORDER_STATUSES.filter(canSaveBuyoutDraft);

/**
 * POST /buyout/draft. Partial drafts are fine, but what is present must be valid, and "nothing is
 * saved until some product has both link and name, or an order exists" (SPEC §4). An order awaiting
 * payment is edited as a draft (issue 14 "Unpaid orders", domain buyoutEditMode): every line may
 * change, and the save makes it a draft again, closing its open payment attempts and giving back its
 * promo code's use and churn offer until it is checked out anew.
 */
export async function saveDraft(
  db: Database,
  deps: BuyoutDeps,
  userId: string,
  body: Record<string, unknown>,
  locale: Locale,
): Promise<{ order: BuyoutOrderRow; created: boolean }> {
  // 404 before 422: nothing is learnt about an order that is not yours.
  const rawId = typeof body.id === 'string' && body.id.trim() !== '' ? body.id.trim() : null;
  const existing = rawId ? await findBuyout(db, userId, rawId) : null;
  if (rawId && !existing) throw notFound();
  if (existing && !canSaveBuyoutDraft(existing.status as BuyoutOrderStatus))
    throw new BuyoutConflictError('notDraft');

  const parsed = buyoutSavePayloadSchema.safeParse(body);
  if (!parsed.success) failIf(toViolations(parsed.error.issues, locale));
  const payload = parsed.data!;

  const found: Violation[] = [];
  if (!existing && !shouldSaveBuyoutDraft(null, payload.products)) {
    const first = payload.products[0];
    if (!first?.link) found.push(violation('products[0].link', 'required', locale));
    if (!first?.name) found.push(violation('products[0].name', 'required', locale));
  }
  const addressId = payload.delivery.userAddressId;
  if (addressId) {
    const address = await findOwnAddress(db, userId, addressId);
    if (!address || !address.active)
      found.push(violation('delivery.userAddressId', 'address.required', locale));
  }
  const promo = await resolvePromo(db, deps, userId, payload.payment, locale, found, existing ?? undefined);
  failIf(found);

  const now = deps.now();
  const values = {
    name: payload.name || existing?.name || defaultBuyoutOrderName(calendarDateOf(now), locale),
    recipient: payload.recipient,
    userAddressId: addressId || null,
    isApplyDiscount: payload.payment.isApplyDiscount,
    taxAgreement: payload.payment.taxAgreement,
    ...promo,
    updatedAt: now,
  };
  const order = await db.transaction(async (tx) => {
    let row: BuyoutOrderRow | undefined;
    if (existing) {
      // The status is checked again by the update itself (the row is locked from here on): an order
      // paid since it was read above is left alone (409), and a payment callback for it waits for
      // this commit, then finds a draft that no payment can pay (its money goes back).
      [row] = await tx
        .update(buyoutOrders)
        .set(values)
        .where(
          and(
            eq(buyoutOrders.id, existing.id),
            inArray(buyoutOrders.status, SAVABLE_STATUSES),
            isNull(buyoutOrders.deletedAt),
          ),
        )
        .returning();
      if (!row) throw new BuyoutConflictError('notDraft');
    } else {
      [row] = await tx
        .insert(buyoutOrders)
        .values({ ...values, userId, createdAt: now })
        .returning();
    }
    const saved = existing ? await findProducts(tx, existing.id) : [];
    await replaceProducts(
      tx,
      row!.id,
      productValues(payload, body.products, new Map(saved.map((p) => [p.id, p.quantity]))),
    );
    // A saved order is a draft again until it is checked out anew (the amount may have changed);
    // a draft only carries its code, so the use taken at checkout is given back until then, and so
    // is a churn offer the checkout spent. Its payment links can no longer pay it.
    if (buyoutReopensAsDraft(row!.status as BuyoutOrderStatus)) {
      await deps.redemptions.release(tx, { kind: 'buyout', id: row!.id }, now);
      if (existing?.churnOfferId) await deps.churn.release(tx, userId, existing.churnOfferId);
      await closeOpenPayments(tx, row!.id, now);
      const [back] = await tx
        .update(buyoutOrders)
        .set({ status: 'draft', totalAmount: null, totalCurrency: null })
        .where(eq(buyoutOrders.id, row!.id))
        .returning();
      return back!;
    }
    return row!;
  });
  return { order, created: !existing };
}
