// The promo columns an order is saved with: a checked code, an accepted churn offer, or none.
import type { ForwardingOrderPayload } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { NewOrderRow, OrderRow } from '../../db/schema/index.js';
import type { OrdersDeps } from './deps.js';
import type { SaveKind } from './save-kind.js';
import type { Found } from './violations.js';

export type PromoValues = Pick<
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
 * goods' HS codes and the customer's earlier uses (a code used on another order is refused: a draft
 * only carries the code, completion takes it, complete.ts); an accepted churn offer applies the
 * customer's active offer. A registered order keeps what it was registered with.
 */
export async function resolvePromo(
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
      ...(existing ? { order: { kind: 'forwarding' as const, id: existing.id } } : {}),
    });
    if (!check.status) {
      // "promo invalid; promo category-restricted" (SPEC §8), or used / used up (issue 13).
      found.push({ property: 'promoCode', code: check.messageCode ?? 'promoCode.invalid' });
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
