// POST /buyout/draft: a buy-out draft saved, created or updated (SPEC §4 Buy-out).
import {
  buyoutSavePayloadSchema,
  canSaveBuyoutDraft,
  defaultBuyoutOrderName,
  shouldSaveBuyoutDraft,
  toViolations,
  type BuyoutOrderStatus,
  type Locale,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { eq } from 'drizzle-orm';
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

function today(now: Date) {
  // Order titles use the Kyiv calendar day, the customers' day.
  const [y, m, d] = now.toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' }).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return { y, m, d };
}

/**
 * POST /buyout/draft. Partial drafts are fine, but what is present must be valid, and "nothing is
 * saved until some product has both link and name, or an order exists" (SPEC §4).
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
  const promo = await resolvePromo(db, deps, userId, payload.payment, locale, found, existing?.id);
  failIf(found);

  const now = deps.now();
  const values = {
    name: payload.name || existing?.name || defaultBuyoutOrderName(today(now), locale),
    recipient: payload.recipient,
    userAddressId: addressId || null,
    isApplyDiscount: payload.payment.isApplyDiscount,
    taxAgreement: payload.payment.taxAgreement,
    ...promo,
    updatedAt: now,
  };
  const order = await db.transaction(async (tx) => {
    const [row] = existing
      ? await tx.update(buyoutOrders).set(values).where(eq(buyoutOrders.id, existing.id)).returning()
      : await tx
          .insert(buyoutOrders)
          .values({ ...values, userId, createdAt: now })
          .returning();
    const saved = existing ? await findProducts(tx, existing.id) : [];
    await replaceProducts(
      tx,
      row!.id,
      productValues(payload, body.products, new Map(saved.map((p) => [p.id, p.quantity]))),
    );
    // A saved order is a draft again until it is checked out anew (the amount may have changed);
    // a draft only carries its code, so the use taken at checkout is given back until then.
    if (existing?.status === 'awaiting_payment') {
      await deps.redemptions.release(tx, { kind: 'buyout', id: existing.id }, now);
      const [back] = await tx
        .update(buyoutOrders)
        .set({ status: 'draft', totalAmount: null, totalCurrency: null })
        .where(eq(buyoutOrders.id, existing.id))
        .returning();
      return back!;
    }
    return row!;
  });
  if (existing?.status === 'awaiting_payment') await closeOpenPayments(db, existing.id, now);
  return { order, created: !existing };
}
