// Promo and churn on an order, for both kinds of order (forwarding: features/orders, buy-out:
// features/buyout): what those features need from this one (the check, the churn offers, the codes'
// uses, wired in their index.ts) and what a checked code or an accepted churn offer writes on the
// order's promo columns. Each flow keeps its own rules (what counts as no code, what an edit or an
// order going back to a draft keeps) and its own violation's property.
import type { Locale, MessageCode, PromoFormat, PromoService, PromoUsageState } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { RedeemingOrder } from './redemptions.js';

export type OrderKind = RedeemingOrder['kind'];
/** One order of the kind `K` (its promo code's use, its own check). */
type OrderOf<K extends OrderKind> = { kind: K; id: string };

/** What an order's check asks (checkPromoCode's input). */
export type OrderPromoCheckInput<K extends OrderKind> = {
  code: string;
  country: string;
  service: PromoService;
  /** HS codes of the order's goods, for category-restricted codes. */
  hsCodes?: string[];
  userId: string;
  /** Language of the answer's message. */
  locale?: Locale;
  /** The order being saved or checked out: its own use of the code does not count against it. */
  order?: OrderOf<K>;
};

/** The check (checkPromoCode); messageCode says why a code was refused (invalid, used, used up, category). */
export type OrderPromoChecker<K extends OrderKind> = (
  db: Database,
  input: OrderPromoCheckInput<K>,
) => Promise<{
  status: boolean;
  /** amount (UAH off) or percent; a checker without it means amount. */
  format?: PromoFormat;
  value: { amount: string } | null;
  restrictedValue: { amount: string } | null;
  /** Why it was refused; a checker without it means invalid. */
  messageCode?: MessageCode | null;
}>;

/** The customer's churn offers (SPEC §3 "Churn offer"): the active one, spending it and giving it back. */
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
  /** Gives back an offer spent at checkout by a buy-out order going back to a draft. */
  release: (db: Database, userId: string, offerId: string) => Promise<void>;
};

/**
 * A code's use by an order (docs/decisions/010-promo-code-redemptions.md): redeem inside the
 * transaction that completes or checks out the order (`available`: the order holds it; `used` /
 * `usedUp`: refused, the transaction rolls back), release when the order gives the code back.
 */
export type OrderPromoRedemptions<K extends OrderKind> = {
  redeem: (
    tx: Database,
    input: { code: string; userId: string; order: OrderOf<K>; at: Date },
  ) => Promise<PromoUsageState>;
  release: (db: Database, order: OrderOf<K>, at: Date) => Promise<void>;
};

/** What an order's flows need from features/promo, and the clock. */
export type OrderPromoDeps<K extends OrderKind, Churn extends keyof ChurnOffers = keyof ChurnOffers> = {
  checkPromoCode: OrderPromoChecker<K>;
  churn: Pick<ChurnOffers, Churn>;
  redemptions: OrderPromoRedemptions<K>;
  now: () => Date;
};

/** The promo columns forwarding orders and buy-out orders both carry. */
export type PromoColumns = {
  promoCode: string | null;
  promoFormat: string | null;
  promoValue: string | null;
  promoRestrictedValue: string | null;
  churnAccepted: boolean;
  churnOfferId: string | null;
};

/** The columns of an accepted churn offer: no code (as `none` has it), its amount off and cap. */
export function churnColumns<V extends PromoColumns>(
  none: V,
  offer: { id: string; value: string | null; restrictedValue: string | null },
): V {
  return {
    ...none,
    promoFormat: 'amount',
    promoValue: offer.value,
    promoRestrictedValue: offer.restrictedValue,
    churnAccepted: true,
    churnOfferId: offer.id,
  };
}

/**
 * Promo and churn (SPEC §3 Results form, §4 "Typing a code clears churn acceptance"): a code is
 * checked by the promo service with the customer's earlier uses (a code used on another order is
 * refused: a draft only carries the code, completion or checkout takes it); with no code, an accepted
 * churn offer applies the customer's active offer (one that expired meanwhile is simply gone, as on
 * the banner, SPEC §4 "expires at expiredAt"); otherwise none. A refused code leaves the order
 * without promo and answers why, for the flow's violation.
 */
export async function resolveOrderPromo<K extends OrderKind, V extends PromoColumns>(
  db: Database,
  deps: Pick<OrderPromoDeps<K, 'findActive'>, 'checkPromoCode' | 'churn' | 'now'>,
  request: {
    /** The code to check, trimmed; null when the order carries none. */
    code: string | null;
    churnAccepted: boolean | undefined;
    /** The check's question besides the code (the customer, country, service, the order itself...). */
    check: Omit<OrderPromoCheckInput<K>, 'code'>;
  },
  /** The flow's columns of an order without promo. */
  none: V,
): Promise<{ values: V; rejection: MessageCode | null }> {
  const { code, check: question } = request;
  if (code) {
    const check = await deps.checkPromoCode(db, { ...question, code });
    if (!check.status) return { values: none, rejection: check.messageCode ?? 'promoCode.invalid' };
    const values: V = {
      ...none,
      promoCode: code.toUpperCase(),
      promoFormat: check.format ?? 'amount',
      promoValue: check.value?.amount ?? null,
      promoRestrictedValue: check.restrictedValue?.amount ?? null,
      churnAccepted: false,
      churnOfferId: null,
    };
    return { values, rejection: null };
  }
  if (request.churnAccepted) {
    const offer = await deps.churn.findActive(db, question.userId, deps.now());
    if (!offer) return { values: none, rejection: null };
    const values = churnColumns(none, {
      id: offer.id,
      value: offer.discountAmount.amount,
      restrictedValue: offer.restrictedValue?.amount ?? null,
    });
    return { values, rejection: null };
  }
  return { values: none, rejection: null };
}
