// Buy-out drafts, checkout, edit and cancel (SPEC §4 Buy-out, §5 Buy-out). Every rule is the domain's:
// the draft payload schema for saves, the step schemas for checkout, buyoutFees for the totals.
import {
  buyoutDeliveryCheckSchema,
  buyoutEditPayloadSchema,
  buyoutPaymentSchema,
  buyoutProductsStepSchema,
  buyoutRecipientSchema,
  buyoutSavePayloadSchema,
  canCancelBuyout,
  canEditBuyout,
  canSaveBuyoutDraft,
  cancelOutcome,
  defaultBuyoutOrderName,
  isPromoPlaceholder,
  shouldSaveBuyoutDraft,
  toViolations,
  translateMessage,
  type BuyoutOrderStatus,
  type BuyoutSavePayload,
  type BuyoutSettings,
  type Locale,
  type MessageCode,
  type Rates,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow, type BuyoutProductRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { eq } from 'drizzle-orm';
import { closeOpenPayments } from '../payments/index.js';
import { BuyoutConflictError } from './messages.js';
import { feesOf } from './present.js';
import {
  findBuyout,
  findOwnAddress,
  findProducts,
  isPhoneVerifiedBy,
  replaceProducts,
  type ProductValues,
} from './repository.js';

export type PromoChecker = (
  db: Database,
  input: { code: string; country: string; service: 'buyout'; userId: string; locale: Locale },
) => Promise<{
  status: boolean;
  /** amount (UAH off) or percent; older checkers without it mean amount. */
  format?: 'amount' | 'percent';
  value: { amount: string } | null;
  restrictedValue: { amount: string } | null;
  expired?: boolean | null;
  restrictedByHsCodes?: readonly unknown[] | null;
}>;

export type ChurnOffers = {
  findActive: (
    db: Database,
    userId: string,
    now: Date,
  ) => Promise<{
    id: string;
    discountAmount: { amount: string };
    restrictedValue: { amount: string } | null;
  } | null>;
  markUsed: (db: Database, userId: string, offerId: string, at: Date) => Promise<void>;
};

export type BuyoutDeps = { checkPromoCode: PromoChecker; churn: ChurnOffers; now: () => Date };
export type BuyoutContext = { settings: BuyoutSettings; rates: Rates };

type Issue = z.core.$ZodIssue;
const under = (prefix: string, issues: readonly Issue[]): Issue[] =>
  issues.map((issue) => ({ ...issue, path: [prefix, ...issue.path] }));

const violation = (property: string, code: MessageCode, locale: Locale, params = {}): Violation => ({
  property,
  message: translateMessage(code, params, locale),
});

function failIf(violations: Violation[]): void {
  if (violations.length > 0) throw new HttpError(422, 'validationFailed', {}, violations);
}

type PromoValues = Pick<
  BuyoutOrderRow,
  'promoCode' | 'promoFormat' | 'promoValue' | 'promoRestrictedValue' | 'churnAccepted' | 'churnOfferId'
>;
const NO_PROMO: PromoValues = {
  promoCode: '',
  promoFormat: 'amount',
  promoValue: null,
  promoRestrictedValue: null,
  churnAccepted: false,
  churnOfferId: null,
};

/**
 * SPEC §7 "Promo check for buy-out uses service buyout, the code and country US"; with no code, an
 * accepted churn offer (SPEC §4 "If an offer exists and no code is present, it is auto-accepted").
 */
async function resolvePromo(
  db: Database,
  deps: BuyoutDeps,
  userId: string,
  payment: { promoCode: string; churnAccepted: boolean },
  locale: Locale,
  found: Violation[],
): Promise<PromoValues> {
  const code = payment.promoCode.trim();
  if (code !== '' && !isPromoPlaceholder(code)) {
    const check = await deps.checkPromoCode(db, { code, country: 'US', service: 'buyout', userId, locale });
    if (!check.status) {
      const restricted = !check.expired && (check.restrictedByHsCodes?.length ?? 0) > 0;
      found.push(
        violation(
          'payment.promoCode',
          restricted ? 'promoCode.categoryRestricted' : 'promoCode.invalid',
          locale,
        ),
      );
      return NO_PROMO;
    }
    return {
      promoCode: code.toUpperCase(),
      promoFormat: check.format ?? 'amount',
      promoValue: check.value?.amount ?? null,
      promoRestrictedValue: check.restrictedValue?.amount ?? null,
      churnAccepted: false,
      churnOfferId: null,
    };
  }
  if (payment.churnAccepted) {
    const offer = await deps.churn.findActive(db, userId, deps.now());
    if (!offer) return NO_PROMO;
    return {
      promoCode: '',
      promoFormat: 'amount',
      promoValue: offer.discountAmount.amount,
      promoRestrictedValue: offer.restrictedValue?.amount ?? null,
      churnAccepted: true,
      churnOfferId: offer.id,
    };
  }
  return NO_PROMO;
}

/**
 * The lines to store. A half-typed quantity is left out of a draft by the form; on a saved line that
 * keeps the saved quantity instead of falling back to the default 1.
 */
function productValues(
  payload: BuyoutSavePayload,
  raw: unknown,
  saved: ReadonlyMap<string, number>,
): ProductValues[] {
  const rawLines = Array.isArray(raw) ? (raw as { quantity?: unknown }[]) : [];
  return payload.products.map((line, i) => ({
    id: line.id ?? null,
    link: line.link,
    name: line.name,
    size: line.size,
    color: line.color,
    quantity:
      rawLines[i]?.quantity === undefined && line.id && saved.has(line.id)
        ? saved.get(line.id)!
        : line.quantity,
    price: line.price === '' ? null : line.price,
    comment: line.comment,
    allowOverpricing: line.allowOverpricing,
    allowLowerQuantity: line.allowLowerQuantity,
  }));
}

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
  const promo = await resolvePromo(db, deps, userId, payload.payment, locale, found);
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
    // A saved order is a draft again until it is checked out anew (the amount may have changed).
    if (existing?.status === 'awaiting_payment') {
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

const asFormLine = (p: BuyoutProductRow) => ({
  id: p.id,
  link: p.link,
  name: p.name,
  size: p.size,
  color: p.color,
  quantity: String(p.quantity),
  price: p.price ?? '',
  comment: p.comment,
  allowOverpricing: p.allowOverpricing,
  allowLowerQuantity: p.allowLowerQuantity,
});

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
      )
    : null;
  failIf(found);

  const now = deps.now();
  const [row] = await db
    .update(buyoutOrders)
    .set({
      status: 'awaiting_payment',
      totalAmount: fees.total.amount,
      totalCurrency: fees.total.currency,
      ...(promo ?? {}),
      updatedAt: now,
    })
    .where(eq(buyoutOrders.id, order.id))
    .returning();
  // The churn offer is spent by the order that took it ("used" state, SPEC §4 Promo).
  if (order.churnOfferId) await deps.churn.markUsed(db, order.userId, order.churnOfferId, now);
  return row!;
}

/**
 * PUT /buyout/{id}/edit: only quantity and price of existing lines; SPEC §5 "in edit mode [quantity]
 * cannot exceed the original quantity and cannot fall below it", price "not above the original".
 * No new lines, no promo. The amount to pay is recomputed (never above what was paid).
 */
export async function editOrder(
  db: Database,
  context: BuyoutContext,
  order: BuyoutOrderRow,
  body: unknown,
  locale: Locale,
  now: Date,
): Promise<BuyoutOrderRow> {
  if (!canEditBuyout(order.status as BuyoutOrderStatus)) throw new BuyoutConflictError('notEditable');
  const parsed = buyoutEditPayloadSchema.safeParse(body);
  if (!parsed.success) failIf(toViolations(parsed.error.issues, locale));
  const products = await findProducts(db, order.id);
  const byId = new Map(products.map((p, i) => [p.id, i]));
  const found: Violation[] = [];
  const edits = new Map<string, { quantity: string | number; price: string | number }>();
  parsed.data!.products.forEach((line, i) => {
    if (!byId.has(line.id)) found.push(violation(`products[${i}].id`, 'choice.invalid', locale));
    else edits.set(line.id, line);
  });
  failIf(found);

  const originals = new Map(products.map((p) => [p.id, { quantity: p.quantity, price: p.price ?? '0' }]));
  const lines = products.map((p) => ({ ...asFormLine(p), ...edits.get(p.id) }));
  const step = buyoutProductsStepSchema({ storeBanList: [], originals }).safeParse({
    name: order.name,
    products: lines,
  });
  if (!step.success) failIf(toViolations(step.error.issues, locale));
  const edited = step.data!.products;

  return db.transaction(async (tx) => {
    await replaceProducts(
      tx,
      order.id,
      products.map((p, i) => ({
        ...p,
        quantity: edited[i]!.quantity,
        price: edited[i]!.price,
      })),
    );
    const fees = feesOf(await findProducts(tx, order.id), context.settings, context.rates);
    const [row] = await tx
      .update(buyoutOrders)
      .set({
        status: 'edited',
        totalAmount: fees.total.amount,
        totalCurrency: fees.total.currency,
        updatedAt: now,
      })
      .where(eq(buyoutOrders.id, order.id))
      .returning();
    return row!;
  });
}

/** POST /buyout/{id}/refund: cancel; a paid order is refunded in full through its provider first. */
export async function cancelOrder(
  db: Database,
  order: BuyoutOrderRow,
  refund: () => Promise<boolean>,
  now: Date,
): Promise<BuyoutOrderRow> {
  const status = order.status as BuyoutOrderStatus;
  if (!canCancelBuyout(status)) throw new BuyoutConflictError('notCancelable');
  const refunded = await refund();
  const next = refunded ? 'refunded' : cancelOutcome(status) === 'refunded' ? 'refunded' : 'canceled';
  const [row] = await db
    .update(buyoutOrders)
    .set({ status: next, updatedAt: now })
    .where(eq(buyoutOrders.id, order.id))
    .returning();
  return row!;
}
