// Saving a forwarding order: the domain payload schema first (422 per field), then the rules that need
// the database (country, company, categories, duplicate track, address, bonuses, promo), then the
// domain's figures and checkoutState. Completion saves the payload like a draft, then applies the
// domain's completion rules.
import {
  checkTrackNumber,
  forwardingOrderPayloadSchema,
  isNoTrackNumber,
  isTrackNumberEditable,
  nextCheckoutState,
  NO_TRACK_NUMBER_MARKER,
  toViolations,
  translateMessage,
  type CheckoutState,
  type CurrencyCode,
  type ForwardingOrderPayload,
  type Locale,
  type MessageCode,
  type MessageParams,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import type { NewOrderRow, OrderRow } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { loyaltyTotals } from '../loyalty/index.js';
import { countOrderInvoices, findOrderPassport } from './documents.js';
import { OrderConflictError } from './messages.js';
import type { ChurnOffers, PromoChecker } from './promo.js';
import {
  countryLimit,
  findCategories,
  findCompany,
  findCountry,
  loadForwardingPercents,
  loadRates,
  type CategoryRow,
  type CountryRow,
} from './reference.js';
import {
  findActiveAddress,
  insertOrder,
  isDuplicateTrackError,
  listItems,
  trackNumberTaken,
  updateOrder,
  type ItemValues,
} from './repository.js';
import { computeTotals } from './totals.js';

export type OrdersDeps = { checkPromoCode: PromoChecker; churn: ChurnOffers; now: () => Date };
export type SaveKind = 'create' | 'draft' | 'complete' | 'edit';

type Found = { property: string; code: MessageCode; params?: MessageParams };

export function validationError(violations: Violation[]): HttpError {
  return new HttpError(422, 'validationFailed', {}, violations);
}

export function localize(found: readonly Found[], locale: Locale): Violation[] {
  return found.map((v) => ({
    property: v.property,
    message: translateMessage(v.code, v.params ?? {}, locale),
  }));
}

/** SPEC §4: blocked orders wait for continue-delivery; drafts and registered orders have their own saves. */
export function assertSavable(existing: OrderRow, kind: SaveKind): void {
  if (existing.isBlocked) throw new OrderConflictError('blocked');
  if (kind === 'edit' && !existing.isCheckoutCompleted) throw new OrderConflictError('notCompleted');
  if ((kind === 'draft' || kind === 'complete') && existing.isCheckoutCompleted)
    throw new OrderConflictError('completed');
}

export function parsePayload(body: unknown, locale: Locale): ForwardingOrderPayload {
  const parsed = forwardingOrderPayloadSchema.safeParse(body);
  if (!parsed.success) throw validationError(toViolations(parsed.error.issues, locale));
  return parsed.data;
}

type PromoValues = Pick<
  NewOrderRow,
  'promoCode' | 'promoFormat' | 'promoValue' | 'promoRestrictedValue' | 'churnAccepted' | 'churnOfferId'
>;

const NO_PROMO: PromoValues = {
  promoCode: null,
  promoFormat: null,
  promoValue: null,
  promoRestrictedValue: null,
  churnAccepted: false,
  churnOfferId: null,
};

function promoOf(row: OrderRow): PromoValues {
  return {
    promoCode: row.promoCode,
    promoFormat: row.promoFormat,
    promoValue: row.promoValue,
    promoRestrictedValue: row.promoRestrictedValue,
    churnAccepted: row.churnAccepted,
    churnOfferId: row.churnOfferId,
  };
}

/**
 * Promo and churn (SPEC §3 Results form, §4 "Typing a code clears churn acceptance", §5 "Promo may be
 * applied at registration of the shipment only"): a code is checked by the promo service with the
 * goods' HS codes; an accepted churn offer applies the customer's active offer. A registered order
 * keeps what it was registered with.
 */
async function resolvePromo(
  db: Database,
  deps: OrdersDeps,
  input: {
    userId: string;
    kind: SaveKind;
    existing: OrderRow | null;
    payload: ForwardingOrderPayload;
    hsCodes: string[];
  },
  found: Found[],
): Promise<PromoValues> {
  const { existing, payload, kind } = input;
  const code =
    payload.promoCode === undefined ? (existing?.promoCode ?? null) : payload.promoCode?.trim() || null;
  if (kind === 'edit' && existing) {
    if ((code ?? '').toUpperCase() !== (existing.promoCode ?? '').toUpperCase())
      found.push({ property: 'promoCode', code: 'promoCode.invalid' });
    return promoOf(existing);
  }
  if (code) {
    const check = await deps.checkPromoCode(db, {
      code,
      country: payload.country,
      service: 'forwarding',
      hsCodes: input.hsCodes,
      userId: input.userId,
    });
    if (!check.status) {
      const restricted = !check.expired && (check.restrictedByHsCodes?.length ?? 0) > 0;
      found.push({
        property: 'promoCode',
        code: restricted ? 'promoCode.categoryRestricted' : 'promoCode.invalid',
      });
      return NO_PROMO;
    }
    return {
      promoCode: code.toUpperCase(),
      promoFormat: check.format,
      promoValue: check.value?.amount ?? null,
      promoRestrictedValue: check.restrictedValue?.amount ?? null,
      churnAccepted: false,
      churnOfferId: null,
    };
  }
  if (payload.churnAccepted) {
    const offer = await deps.churn.findActive(db, input.userId, deps.now());
    // An offer that expired meanwhile is simply gone, as on the banner (SPEC §4 "expires at expiredAt").
    if (!offer) return NO_PROMO;
    return {
      promoCode: null,
      promoFormat: 'amount',
      promoValue: offer.discountAmount.amount,
      promoRestrictedValue: offer.restrictedValue?.amount ?? null,
      churnAccepted: true,
      churnOfferId: offer.id,
    };
  }
  return NO_PROMO;
}

function hasDeclaration(values: {
  countryCode: string;
  companyId: number | null | undefined;
  companyName: string | null | undefined;
  trackNo: string | null | undefined;
  receivedTrackNumber: boolean | null | undefined;
  noTrackNumber: boolean | undefined;
}): boolean {
  // Step 1 is done once the track block is answered: a number, "no number", or "not received yet".
  const trackAnswered = !!values.trackNo || values.receivedTrackNumber === false || !!values.noTrackNumber;
  return !!values.countryCode && (values.companyId != null || !!values.companyName) && trackAnswered;
}

/** The saved draft's documents: an invoice and a passport (SPEC §5 "Documents"). */
export async function documentsState(db: Database, orderId: string | null) {
  if (!orderId) return { invoiceCount: 0, hasPassport: false };
  const [invoiceCount, passport] = await Promise.all([
    countOrderInvoices(db, orderId),
    findOrderPassport(db, orderId),
  ]);
  return { invoiceCount, hasPassport: passport !== null };
}

/**
 * Saves the payload as a new draft, a draft update, the first half of completion, or an edit of a
 * registered order. Throws 422 with every violation found, 409 for blocked/wrong-state orders.
 */
export async function saveOrder(
  db: Database,
  deps: OrdersDeps,
  userId: string,
  existing: OrderRow | null,
  body: unknown,
  kind: SaveKind,
  locale: Locale,
): Promise<OrderRow> {
  if (existing) assertSavable(existing, kind);
  const parsed = parsePayload(body, locale);
  // A save that leaves a field out (e.g. step 1 saved again) keeps its saved value instead of the
  // schema's default, so products, the results form and the pause choice survive partial saves.
  const sent = (key: string) => typeof body === 'object' && body !== null && key in body;
  const payload: ForwardingOrderPayload = existing
    ? {
        ...parsed,
        items: sent('items') ? parsed.items : await savedItems(db, existing.id),
        churnAccepted: sent('churnAccepted') ? parsed.churnAccepted : existing.churnAccepted,
        discount: sent('discount') ? parsed.discount : existing.discount,
        isBlocked: sent('isBlocked') ? parsed.isBlocked : existing.pauseChoice,
        taxAgreement: sent('taxAgreement') ? parsed.taxAgreement : existing.taxAgreement,
        notifyMe: sent('notifyMe') ? parsed.notifyMe : existing.notifyMe,
        isConsolidated: sent('isConsolidated') ? parsed.isConsolidated : existing.isConsolidated,
      }
    : parsed;
  const found: Found[] = [];

  // Country: known, deliverable ("Delivery from this country is temporarily unavailable", SPEC §8),
  // and fixed once registered ("The country cannot be changed when editing", SPEC §6).
  const country = await findCountry(db, payload.country);
  if (!country) found.push({ property: 'country', code: 'choice.invalid' });
  else if (!country.affordable && existing?.countryCode !== country.code)
    found.push({ property: 'country', code: 'country.unavailable' });
  if (kind === 'edit' && existing && existing.countryCode !== payload.country)
    found.push({ property: 'country', code: 'country.locked' });

  // Company: one of the country's companies, or free text ("free text allowed", SPEC §2 step 1).
  let companyId: number | null = null;
  let companyName: string | null = payload.companyName?.trim() || null;
  if (typeof payload.company === 'number') {
    const company = country ? await findCompany(db, payload.company, country.code) : null;
    if (!company) found.push({ property: 'company', code: 'choice.invalid' });
    else {
      companyId = company.id;
      companyName = null;
    }
  } else if (typeof payload.company === 'string') companyName = payload.company;

  // Track number: the payload schema checked the format; here "Such a track number already exists"
  // and "Track number editing is blocked when ..." (SPEC §6).
  const keepNumber = payload.number === undefined && existing !== null;
  const trackNo = keepNumber
    ? existing.trackNo
    : isNoTrackNumber(payload.number)
      ? null
      : payload.number!.trim();
  const noTrackNumber = keepNumber
    ? existing.noTrackNumber
    : payload.number?.trim() === NO_TRACK_NUMBER_MARKER && payload.receivedTrackNumber !== false;
  // A number typed in means it was received, for API clients that do not send the question's answer.
  const receivedTrackNumber =
    payload.receivedTrackNumber ?? (trackNo ? true : (existing?.receivedTrackNumber ?? null));
  if (
    kind === 'edit' &&
    existing &&
    (existing.trackNo ?? '').toUpperCase() !== (trackNo ?? '').toUpperCase()
  ) {
    const editable = isTrackNumberEditable({
      isCreatedBySML: existing.isCreatedBySml,
      isCreatedByWarehouse: existing.isCreatedByWarehouse,
      trackNo: existing.trackNo,
    });
    if (!editable) found.push({ property: 'number', code: 'trackNumber.locked' });
  }
  if (trackNo && !keepNumber && (await trackNumberTaken(db, trackNo, existing?.id ?? null)))
    found.push({ property: 'number', code: 'trackNumber.duplicate' });

  // Items: known categories; prices in one of the form's currencies (SPEC §9), one currency per order.
  const categories = await findCategories(
    db,
    payload.items.flatMap((item) => (item.categoryId == null ? [] : [item.categoryId])),
  );
  const currency = (payload.items[0]?.unitPrice.currency ??
    existing?.itemsTotalCurrency ??
    country?.currencyCode ??
    'EUR') as CurrencyCode;
  payload.items.forEach((item, i) => {
    if (item.categoryId != null && !categories.has(item.categoryId))
      found.push({ property: `items[${i}].categoryId`, code: 'choice.invalid' });
    const offered = country?.formCurrencies.includes(item.unitPrice.currency) ?? true;
    if (item.unitPrice.currency !== currency || !offered)
      found.push({ property: `items[${i}].unitPrice.currency`, code: 'choice.invalid' });
  });

  // Address: one of the customer's active addresses (an edit may keep one deactivated since).
  const addressId =
    payload.consigneeAddress === undefined
      ? (existing?.consigneeAddressId ?? null)
      : payload.consigneeAddress;
  if (
    addressId &&
    addressId !== existing?.consigneeAddressId &&
    !(await findActiveAddress(db, userId, addressId))
  )
    found.push({ property: 'consigneeAddress', code: 'address.required' });

  // Bonuses: "The loyalty bonus checkbox shows only when the balance is positive" (SPEC §6).
  if (payload.discount && !existing?.discount) {
    const { balance } = await loyaltyTotals(db, userId);
    if (!(Number(balance) > 0)) found.push({ property: 'discount', code: 'discount.noBalance' });
  }

  const hsCodes = [...new Set([...categories.values()].map((category) => category.hsCode))];
  const promo = await resolvePromo(db, deps, { userId, kind, existing, payload, hsCodes }, found);

  if (found.length > 0) throw validationError(localize(found, locale));

  const values = buildValues({
    payload,
    country: country!,
    companyId,
    companyName,
    trackNo,
    noTrackNumber,
    receivedTrackNumber,
    addressId,
    existing,
    promo,
    currency,
    categories,
  });
  const figures = await orderFigures(db, country!, currency, payload, categories);
  const docs = await documentsState(db, existing?.id ?? null);
  const current = (existing?.checkoutState ?? 'new') as CheckoutState;
  const checkoutState = nextCheckoutState(current, {
    hasDeclaration: hasDeclaration({ ...values, countryCode: country!.code }),
    hasProducts: figures.totals.countedItems > 0,
    isOverLimit: figures.totals.isOverLimit,
    documentsDone: docs.invoiceCount > 0 && docs.hasPassport,
  });
  const row = { ...values, ...figures.columns, checkoutState };

  try {
    if (!existing) return await insertOrder(db, { ...row, userId, type: 'forwarding' }, figures.items);
    return await updateOrder(db, existing.id, row, figures.items);
  } catch (error) {
    if (isDuplicateTrackError(error))
      throw validationError(localize([{ property: 'number', code: 'trackNumber.duplicate' }], locale));
    throw error;
  }
}

async function savedItems(db: Database, orderId: string): Promise<ForwardingOrderPayload['items']> {
  return (await listItems(db, orderId)).map((item) => ({
    categoryId: item.categoryId,
    isEmptyCategoryId: item.isEmptyCategoryId,
    name: item.name,
    quantity: item.quantity,
    unitPrice: { amount: item.unitPriceAmount, currency: item.unitPriceCurrency as CurrencyCode },
  }));
}

function buildValues(input: {
  payload: ForwardingOrderPayload;
  country: CountryRow;
  companyId: number | null;
  companyName: string | null;
  trackNo: string | null;
  noTrackNumber: boolean;
  receivedTrackNumber: boolean | null;
  addressId: string | null;
  existing: OrderRow | null;
  promo: PromoValues;
  currency: CurrencyCode;
  categories: Map<number, CategoryRow>;
}) {
  const { payload, existing } = input;
  const phone =
    payload.phoneNumber === undefined ? (existing?.phoneNumber ?? null) : payload.phoneNumber || null;
  return {
    countryCode: input.country.code,
    companyId: input.companyId,
    companyName: input.companyName,
    partner: payload.partner?.trim() || null,
    name: payload.name?.trim() || null,
    trackNo: input.trackNo,
    receivedTrackNumber: input.receivedTrackNumber,
    noTrackNumber: input.noTrackNumber,
    consigneeAddressId: input.addressId,
    phoneNumber: phone,
    ...input.promo,
    discount: payload.discount,
    pauseChoice: payload.isBlocked,
    taxAgreement: payload.taxAgreement,
    notifyMe: payload.notifyMe,
    isConsolidated: payload.isConsolidated,
  };
}

async function orderFigures(
  db: Database,
  country: CountryRow,
  currency: CurrencyCode,
  payload: ForwardingOrderPayload,
  categories: Map<number, CategoryRow>,
) {
  const [rates, percents] = await Promise.all([loadRates(db), loadForwardingPercents(db)]);
  const items: ItemValues[] = payload.items.map((item) => ({
    categoryId: item.isEmptyCategoryId ? null : (item.categoryId ?? null),
    isEmptyCategoryId: item.isEmptyCategoryId,
    name: item.name,
    quantity: item.quantity,
    unitPriceAmount: item.unitPrice.amount,
    unitPriceCurrency: item.unitPrice.currency,
  }));
  const totals = computeTotals({
    items: items.map((item) => ({
      quantity: item.quantity,
      amount: item.unitPriceAmount,
      exempt: item.categoryId != null && (categories.get(item.categoryId)?.isTaxFree ?? false),
    })),
    currency,
    limit: countryLimit(country),
    percents,
    rates,
  });
  return {
    items,
    totals,
    columns: {
      itemsTotalAmount: totals.itemsTotal.amount,
      itemsTotalCurrency: currency,
      itemsTotalEur: totals.itemsTotalEur.amount,
      itemsTotalUah: totals.itemsTotalUah.amount,
      priceCustomsClearanceEur: totals.priceCustomsClearance.amount,
      insuranceFeeAmount: totals.insuranceFeeCost.amount,
      isOverLimit: totals.isOverLimit,
    },
  };
}

/**
 * Moves a draft's checkoutState after something other than a save changed it (an invoice uploaded, a
 * passport attached: the documents features) and answers the current row. Registered and duplicate
 * orders keep their state.
 */
export async function refreshCheckoutState(db: Database, order: OrderRow): Promise<OrderRow> {
  const docs = await documentsState(db, order.id);
  const next = nextCheckoutState(order.checkoutState as CheckoutState, {
    hasDeclaration: hasDeclaration(order),
    hasProducts: Number(order.itemsTotalAmount) > 0,
    isOverLimit: order.isOverLimit,
    documentsDone: docs.invoiceCount > 0 && docs.hasPassport,
  });
  if (next === order.checkoutState) return order;
  return updateOrder(db, order.id, { checkoutState: next }, null);
}

/** PUT /orders/{id}/tracking/number: the same format, duplicate and lock rules as a save. */
export async function setTrackNumber(
  db: Database,
  order: OrderRow,
  number: string,
  locale: Locale,
): Promise<OrderRow> {
  if (order.isBlocked) throw new OrderConflictError('blocked');
  const trimmed = number.trim();
  const trackNo = isNoTrackNumber(trimmed) ? null : trimmed;
  const found: Found[] = [];
  const problem = trackNo ? checkTrackNumber(trackNo, order.countryCode) : null;
  if (!trackNo) found.push({ property: 'number', code: 'required' });
  else if (problem)
    found.push({
      property: 'number',
      code: problem.code,
      ...(problem.params ? { params: problem.params } : {}),
    });
  else {
    const changed = (order.trackNo ?? '').toUpperCase() !== trackNo.toUpperCase();
    const editable = isTrackNumberEditable({
      isCreatedBySML: order.isCreatedBySml,
      isCreatedByWarehouse: order.isCreatedByWarehouse,
      trackNo: order.trackNo,
    });
    if (changed && !editable) found.push({ property: 'number', code: 'trackNumber.locked' });
    else if (changed && (await trackNumberTaken(db, trackNo, order.id)))
      found.push({ property: 'number', code: 'trackNumber.duplicate' });
  }
  if (found.length > 0) throw validationError(localize(found, locale));
  try {
    const declared = hasDeclaration({ ...order, trackNo, receivedTrackNumber: true, noTrackNumber: false });
    const state =
      order.checkoutState === 'new' && declared
        ? ('declaration' as CheckoutState)
        : (order.checkoutState as CheckoutState);
    return await updateOrder(
      db,
      order.id,
      { trackNo, receivedTrackNumber: true, noTrackNumber: false, checkoutState: state },
      null,
    );
  } catch (error) {
    if (isDuplicateTrackError(error))
      throw validationError(localize([{ property: 'number', code: 'trackNumber.duplicate' }], locale));
    throw error;
  }
}
