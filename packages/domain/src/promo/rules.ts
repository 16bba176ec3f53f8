import { maxMoney, minMoney, money, percentOf, roundMoney, type Money } from '../money/money.js';
import { PROMO_RULES } from '../reference/timings.js';
import type { MessageCode } from '../validation/index.js';
import { promoUsageState, type PromoUsageCounts } from './usage.js';

/** SPEC §7 "POST /validate-promo-code (code, country, service, hsCodes)": the two services. */
export const PROMO_SERVICES = ['forwarding', 'buyout'] as const;
export type PromoService = (typeof PROMO_SERVICES)[number];

/** SPEC §3 "promoCodeData (code, format, ...)": a fixed UAH amount or a percentage. */
export const PROMO_FORMATS = ['amount', 'percent'] as const;
export type PromoFormat = (typeof PROMO_FORMATS)[number];

/** A promo code as the service defines it. Amounts are UAH (SPEC §9 "Discounts and bonuses are in UAH"). */
export type PromoDefinition = {
  code: string;
  format: PromoFormat;
  /** UAH off (amount) or per cent off (percent); null for amount means the default 100 UAH off delivery. */
  value: string | null;
  /** Cap of the discount in UAH (restrictedValue); null: none. */
  restrictedValue: string | null;
  /** Country ids it is valid for; null: all. */
  countries: readonly string[] | null;
  services: readonly PromoService[] | null;
  /** HS code prefixes of the goods it applies to ("restricted ... by category (books and magazines)"); null: all goods. */
  hsCodes: readonly string[] | null;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
  /** Redemptions allowed across all customers (null: no limit); one per customer in any case. */
  usageLimit: number | null;
};

export type PromoRequest = {
  country: string;
  service: PromoService;
  hsCodes?: readonly string[] | undefined;
  /**
   * The code's redemptions that count for this customer (promo/usage.ts); left out, usage is not
   * judged (callers that only look at the code itself).
   */
  usage?: PromoUsageCounts | undefined;
};

export type PromoRejection =
  'unknown' | 'notStarted' | 'expired' | 'used' | 'usedUp' | 'country' | 'service' | 'category';

export type PromoVerdict = {
  status: boolean;
  rejection: PromoRejection | null;
  /** SPEC §5 "expired codes rejected"; reported apart so the form can say so. */
  expired: boolean;
  /** SPEC §4 "A used code shows a 'used' state": this customer already used the code. */
  used: boolean;
  /** The code's total usage limit is reached. */
  usedUp: boolean;
  format: PromoFormat;
  value: Money | null;
  restrictedValue: Money | null;
  restrictedByHsCodes: string[] | null;
  /** Validation message for `promoCode` when refused (SPEC §8 "promo invalid; promo category-restricted"). */
  messageCode: MessageCode | null;
};

const REJECTION_MESSAGES: Record<PromoRejection, MessageCode> = {
  unknown: 'promoCode.invalid',
  notStarted: 'promoCode.invalid',
  expired: 'promoCode.invalid',
  used: 'promoCode.used',
  usedUp: 'promoCode.usedUp',
  country: 'promoCode.invalid',
  service: 'promoCode.invalid',
  category: 'promoCode.categoryRestricted',
};

/** The typed code as stored: trimmed, upper-case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** "A default churn discount shows as a masked placeholder (eight underscores)": never a real code. */
export function isPromoPlaceholder(code: string): boolean {
  return code.trim() === PROMO_RULES.placeholder;
}

/** UAH with two decimals, as every amount leaves the API ("100.00"). */
const uah = (amount: string) => roundMoney(money(amount, 'UAH'));

/** The discount value of a code: for `amount` UAH off, defaulting to SPEC §9 "100 UAH off delivery". */
export function promoValue(def: Pick<PromoDefinition, 'format' | 'value'>): Money {
  if (def.format === 'percent') return uah(def.value ?? '0');
  return uah(def.value ?? PROMO_RULES.deliveryDiscountUah);
}

function appliesToGoods(prefixes: readonly string[], hsCodes: readonly string[]): boolean {
  const codes = hsCodes.map((c) => c.replace(/\D/g, '')).filter(Boolean);
  return codes.some((code) => prefixes.some((prefix) => code.startsWith(prefix)));
}

/**
 * Whether a code can be applied to an order (SPEC §5 Other: "expired codes rejected", "restricted
 * ... by category"; §7 request code, country, service, hsCodes; §4 "used"). Checks in the order a
 * customer can act on: unknown, not yet valid, expired, already used by them or used up
 * (promoUsageState), country, service, then the goods' HS codes. Without HS
 * codes the category rule cannot be judged yet: the code is accepted and restrictedByHsCodes tells
 * the form; the server checks again with the goods when the order is saved.
 */
export function checkPromo(def: PromoDefinition | null, request: PromoRequest, now: Date): PromoVerdict {
  const base = {
    format: def?.format ?? 'amount',
    value: def ? promoValue(def) : null,
    restrictedValue: def?.restrictedValue ? uah(def.restrictedValue) : null,
    restrictedByHsCodes: def?.hsCodes && def.hsCodes.length > 0 ? [...def.hsCodes] : null,
  } as const;
  const refuse = (rejection: PromoRejection): PromoVerdict => ({
    ...base,
    status: false,
    rejection,
    expired: rejection === 'expired',
    used: rejection === 'used',
    usedUp: rejection === 'usedUp',
    messageCode: REJECTION_MESSAGES[rejection],
  });
  if (!def || !def.isActive)
    return { ...refuse('unknown'), value: null, restrictedValue: null, restrictedByHsCodes: null };
  if (def.validFrom && now < def.validFrom) return refuse('notStarted');
  if (def.validUntil && now >= def.validUntil) return refuse('expired');
  if (request.usage) {
    const usage = promoUsageState(def, request.usage);
    if (usage !== 'available') return refuse(usage);
  }
  if (def.countries && !def.countries.includes(request.country.toUpperCase())) return refuse('country');
  if (def.services && !def.services.includes(request.service)) return refuse('service');
  if (base.restrictedByHsCodes && request.hsCodes && request.hsCodes.length > 0) {
    if (!appliesToGoods(base.restrictedByHsCodes, request.hsCodes)) return refuse('category');
  }
  return {
    ...base,
    status: true,
    rejection: null,
    expired: false,
    used: false,
    usedUp: false,
    messageCode: null,
  };
}

/**
 * UAH taken off `base` (the delivery cost in UAH) by an accepted code: a fixed amount, or a
 * percentage capped by restrictedValue; never more than the base, never negative. Rounded to kopiyky.
 */
export function promoDiscount(
  verdict: Pick<PromoVerdict, 'format' | 'value' | 'restrictedValue'>,
  base: Money,
): Money {
  if (!verdict.value) return uah('0');
  let discount = verdict.format === 'percent' ? percentOf(base, verdict.value.amount) : verdict.value;
  if (verdict.restrictedValue) discount = minMoney(discount, verdict.restrictedValue);
  return roundMoney(maxMoney(minMoney(discount, base), uah('0')));
}

/** The churn offer's discount: discountAmount, capped by restrictedValue and by the base. */
export function churnDiscount(
  offer: { discountAmount: Money; restrictedValue: Money | null },
  base: Money,
): Money {
  return promoDiscount(
    { format: 'amount', value: offer.discountAmount, restrictedValue: offer.restrictedValue },
    base,
  );
}

/**
 * SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure": when a
 * promo code handed out on the payment result page stops being valid.
 */
export function issuedPromoValidUntil(outcome: 'success' | 'failure', issuedAt: Date): Date {
  const hours =
    outcome === 'success' ? PROMO_RULES.validHoursAfterSuccess : PROMO_RULES.validDaysAfterFailure * 24;
  return new Date(issuedAt.getTime() + hours * 60 * 60 * 1000);
}
