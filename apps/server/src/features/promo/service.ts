import type { ChurnOffer, PromoCheck } from '@posylka/contract';
import {
  checkPromo,
  isPromoPlaceholder,
  money,
  normalizePromoCode,
  roundMoney,
  translateMessage,
  type Locale,
  type MessageCode,
  type PromoRejection,
  type PromoService,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { countRedemptions, type RedeemingOrder } from './redemptions.js';
import { findActiveChurn, findPromoDefinition } from './repository.js';

export type CheckPromoInput = {
  code: string;
  country: string;
  service: PromoService;
  hsCodes?: string[] | undefined;
  /** The customer asking: a code is used once per customer (promo/usage.ts in the domain). */
  userId: string;
  /** The order being saved or checked out: its own use of the code does not count against it. */
  order?: RedeemingOrder | undefined;
  /** Language of `message`; Ukrainian by default. */
  locale?: Locale;
  now?: Date;
};

/** The /validate-promo-code answer plus why it was refused, for callers that build a `promoCode` violation. */
export type PromoCheckResult = PromoCheck & {
  rejection: PromoRejection | null;
  messageCode: MessageCode | null;
};

/**
 * Checks a typed code for an order with the domain's promo rules (SPEC §5 Other, §7), its uses
 * counted (§4 "A used code shows a 'used' state"). Also used by the orders and buy-out features when
 * a payload carries promoCode: a refused code there is a 422 on `promoCode`. Only advisory for
 * races: the use itself is taken by redeemPromoCode in the completion's or checkout's transaction.
 */
export async function checkPromoCode(db: Database, input: CheckPromoInput): Promise<PromoCheckResult> {
  const code = normalizePromoCode(input.code);
  const def = code === '' || isPromoPlaceholder(input.code) ? null : await findPromoDefinition(db, code);
  const usage = def ? await countRedemptions(db, def.code, input.userId, input.order) : undefined;
  const verdict = checkPromo(
    def,
    { country: input.country, service: input.service, hsCodes: input.hsCodes, usage },
    input.now ?? new Date(),
  );
  return {
    status: verdict.status,
    value: verdict.value,
    restrictedValue: verdict.restrictedValue,
    restrictedByHsCodes: verdict.restrictedByHsCodes,
    expired: verdict.expired,
    used: verdict.used,
    usedUp: verdict.usedUp,
    format: verdict.format,
    message: verdict.messageCode ? translateMessage(verdict.messageCode, {}, input.locale ?? 'uk') : null,
    rejection: verdict.rejection,
    messageCode: verdict.messageCode,
  };
}

/** The customer's active churn offer (SPEC §3 "Churn offer: discountAmount, restrictedValue, expiredAt"). */
export async function findActiveChurnOffer(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<(ChurnOffer & { id: string }) | null> {
  const row = await findActiveChurn(db, userId, now);
  if (!row) return null;
  return {
    id: row.id,
    discountAmount: roundMoney(money(row.discountAmount, 'UAH')),
    restrictedValue: row.restrictedValue === null ? null : roundMoney(money(row.restrictedValue, 'UAH')),
    expiredAt: row.expiredAt.toISOString(),
  };
}
