// POST /buyout/{id}/checkout: a draft checked against every step's schema and fixed for payment.
import {
  buyoutDeliveryCheckSchema,
  buyoutPaymentSchema,
  buyoutProductsStepSchema,
  buyoutRecipientSchema,
  canSaveBuyoutDraft,
  toViolations,
  type BuyoutOrderStatus,
  type Locale,
} from '@posylka/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow } from '../../db/schema/index.js';
import type { BuyoutContext, BuyoutDeps } from './deps.js';
import { SAVABLE_STATUSES } from './draft.js';
import { BuyoutConflictError } from './messages.js';
import { feesOf } from './present.js';
import { asFormLine } from './product-lines.js';
import { resolvePromo } from './promo-values.js';
import { findOwnAddress, findProducts, isPhoneVerifiedBy } from './repository.js';
import { failIf, under, violation, type Issue } from './violations.js';

/**
 * POST /buyout/{id}/checkout: every step's rules at once (products, recipient, delivery, payment),
 * then the order waits for payment with its total fixed.
 */
export async function checkout(
  db: Database,
  deps: BuyoutDeps,
  context: BuyoutContext,
  order: BuyoutOrderRow,
  locale: Locale,
): Promise<BuyoutOrderRow> {
  if (!canSaveBuyoutDraft(order.status as BuyoutOrderStatus)) throw new BuyoutConflictError('notDraft');
  const products = await findProducts(db, order.id);
  const issues: Issue[] = [];

  const step = buyoutProductsStepSchema({ storeBanList: context.settings.storeBanList }).safeParse({
    name: order.name,
    products: products.length > 0 ? products.map(asFormLine) : [{ link: '', name: '', price: '' }],
  });
  if (!step.success) issues.push(...step.error.issues);

  const fees = feesOf(products, context.settings, context.rates);

  const recipient = order.recipient ?? {
    firstName: '',
    lastName: '',
    middleName: '',
    phoneNumber: '',
    email: '',
  };
  const verified =
    recipient.phoneNumber !== '' && (await isPhoneVerifiedBy(db, order.userId, recipient.phoneNumber));
  const recipientCheck = buyoutRecipientSchema({
    verifiedPhones: verified ? [recipient.phoneNumber] : [],
  }).safeParse(recipient);
  if (!recipientCheck.success) issues.push(...under('recipient', recipientCheck.error.issues));

  const address = order.userAddressId ? await findOwnAddress(db, order.userId, order.userAddressId) : null;
  const delivery = buyoutDeliveryCheckSchema({
    totalUah: fees.totalUah.amount,
    selectedIsLocker: address?.type === 'box',
  }).safeParse({ userAddressId: address?.active ? address.id : null });
  if (!delivery.success) issues.push(...under('delivery', delivery.error.issues));

  const payment = buyoutPaymentSchema({ tax: fees.customs?.total.amount ?? 0 }).safeParse({
    taxAgreement: order.taxAgreement,
  });
  if (!payment.success) issues.push(...under('payment', payment.error.issues));

  const found = toViolations(issues, locale);
  // The code may have expired or been used up since the draft was saved.
  const promo = order.promoCode
    ? await resolvePromo(
        db,
        deps,
        order.userId,
        { promoCode: order.promoCode, churnAccepted: false },
        locale,
        found,
        order,
      )
    : null;
  failIf(found);

  const now = deps.now();
  return db.transaction(async (tx) => {
    // Checkout takes the code's use (docs/decisions/010-promo-code-redemptions.md) with the status:
    // of two orders checked out at once with one code exactly one holds it, the other stays a draft.
    if (promo?.promoCode) {
      const state = await deps.redemptions.redeem(tx, {
        code: promo.promoCode,
        userId: order.userId,
        order: { kind: 'buyout', id: order.id },
        at: now,
      });
      if (state !== 'available')
        failIf([
          violation('payment.promoCode', state === 'used' ? 'promoCode.used' : 'promoCode.usedUp', locale),
        ]);
    }
    const [row] = await tx
      .update(buyoutOrders)
      .set({
        status: 'awaiting_payment',
        totalAmount: fees.total.amount,
        totalCurrency: fees.total.currency,
        ...(promo ?? {}),
        updatedAt: now,
      })
      // Still unpaid under the row lock: an order paid meanwhile is not put back to awaiting payment.
      .where(
        and(
          eq(buyoutOrders.id, order.id),
          inArray(buyoutOrders.status, SAVABLE_STATUSES),
          isNull(buyoutOrders.deletedAt),
        ),
      )
      .returning();
    if (!row) throw new BuyoutConflictError('notDraft');
    // The churn offer is spent by the order that took it (SPEC §4 Promo).
    if (order.churnOfferId) await deps.churn.markUsed(tx, order.userId, order.churnOfferId, now);
    return row!;
  });
}
