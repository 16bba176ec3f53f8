// Saving a forwarding order: the domain payload schema first (422 per field), then the rules that need
// the database (country, company, categories, duplicate track, address, bonuses, promo), then the
// domain's figures and checkoutState. Completion (complete.ts) saves the payload like a draft, then
// applies the domain's completion rules.
import {
  forwardingOrderPayloadSchema,
  isTrackNumberChangeable,
  orderValueViolation,
  isNoTrackNumber,
  isTrackNumberEditable,
  nextCheckoutState,
  NO_TRACK_NUMBER_MARKER,
  toViolations,
  type CheckoutState,
  type CurrencyCode,
  type ForwardingOrderPayload,
  type Locale,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { loyaltyTotals } from '../loyalty/index.js';
import { documentsState, hasDeclaration } from './checkout-state.js';
import type { OrdersDeps } from './deps.js';
import { orderFigures } from './order-figures.js';
import { resolvePromo } from './promo-values.js';
import { findCategories, findCompany, findCountry } from './reference.js';
import {
  findActiveAddress,
  insertOrder,
  isDuplicateTrackError,
  trackNumberTaken,
  updateOrder,
} from './repository.js';
import { buildValues, savedItems } from './row-values.js';
import { shipmentStateOf } from '../lifecycle/index.js';
import { OrderConflictError } from './messages.js';
import { assertSavable, type SaveKind } from './save-kind.js';
import { localize, validationError, type Found } from './violations.js';

export function parsePayload(body: unknown, locale: Locale): ForwardingOrderPayload {
  const parsed = forwardingOrderPayloadSchema.safeParse(body);
  if (!parsed.success) throw validationError(toViolations(parsed.error.issues, locale));
  return parsed.data;
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
  const trackChanged =
    existing !== null && (existing.trackNo ?? '').toUpperCase() !== (trackNo ?? '').toUpperCase();
  // Issue 13: fixed once the warehouse has the parcel (the label is what it scanned).
  if (trackChanged && !isTrackNumberChangeable(shipmentStateOf(existing)))
    throw new OrderConflictError('trackNumberFixed');
  if (kind === 'edit' && trackChanged) {
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

  // Issue 13 "No draft is created until step 1 is valid": the first save needs the country, the
  // company and the track block answered (a number, "no number", or "not received yet"); later saves
  // may be partial.
  if (!existing) {
    if (companyId === null && !companyName) found.push({ property: 'company', code: 'required' });
    const trackAnswered = !!trackNo || noTrackNumber || receivedTrackNumber === false;
    if (!trackAnswered) found.push({ property: 'number', code: 'required' });
  }

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
  // Our bound on one order's value: checked before anything is written, so no amount overflows.
  const tooLarge = orderValueViolation(figures.columns.itemsTotalUah);
  if (tooLarge) throw validationError(localize([tooLarge], locale));
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
