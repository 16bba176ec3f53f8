import { Dec, roundAmount, toDec } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { convert, type Rates } from '../money/rates.js';
import { promoDiscount, type PromoFormat } from '../promo/rules.js';
import { FORWARDING_RULES } from '../reference/limits.js';
import { serviceCurrencyOf } from './services.js';

/** The promo or churn discount stored on the order (SPEC §3 "promo (code, format, churn)"), in UAH. */
export type StoredPromo = {
  format: PromoFormat;
  /** UAH off (amount) or per cent off (percent). */
  value: string | null;
  /** Cap in UAH; null: none. */
  restrictedValue: string | null;
};

/** Bonuses the customer asked to use (isApplyDiscount) and where they stand. */
export type BonusUse =
  /** Not asked for. */
  | { kind: 'none' }
  /** Asked for, not yet taken: what the balance would cover now. */
  | { kind: 'planned'; balance: Money }
  /** Taken from the balance when the parcel left the warehouse: the ledger's amount. */
  | { kind: 'spent'; amount: Money };

export type ParcelChargesInput = {
  /**
   * International delivery for the weighed parcel on its warehouse's grid (parcelDeliveryCost: the US
   * and Poland have two warehouses with different prices), tariff currency; null before weighing.
   */
  deliveryCost: Money | null;
  promo: StoredPromo | null;
  bonuses: BonusUse;
  /** Warehouse services (SPEC §3 additionalServices), any currency. */
  services: readonly Money[];
  /** SPEC §9 "Fixed handling fee 2 USD/EUR/GBP per parcel" (handlingFeeFor). */
  handlingFee: Money | null;
  /** SPEC §9 "Guarantee 1% of the sum, paid on receipt". */
  guarantee: Money | null;
  insurance: Money | null;
  /** The customs estimate (duty, VAT and fee above the limit), paid on receipt. */
  customs: Money | null;
  rates: Rates;
};

export type ParcelCharges = {
  /** The delivery cost at the NBU rate. */
  deliveryUah: Money;
  /** SPEC §9 "Promo: 100 UAH off delivery" (or the churn offer), never more than the delivery. */
  promoDiscount: Money;
  /** SPEC §9 bonuses "cover international delivery only": what is left of it after the promo, at most. */
  bonusesUsed: Money;
  bonusesSpent: boolean;
  /** Delivery after the promo and the bonuses. */
  deliveryToPay: Money;
  servicesUah: Money;
  handlingFeeUah: Money;
  guaranteeUah: Money;
  insuranceUah: Money;
  customsUah: Money;
  /** Everything the customer pays for this parcel; the customs part is an estimate. */
  totalToPay: Money;
};

const uah = (value: InstanceType<typeof Dec>): Money => ({
  amount: roundAmount(Dec.max(value, 0)),
  currency: 'UAH',
});

/**
 * "What it will cost" on the parcel page (issue 5 Done when; SPEC §2 delivery cost calculation:
 * weight, tariff, fees, bonuses, customs). Every figure is UAH at the NBU rate, rounded half-down to
 * kopiykas (SPEC §9 "Discounts and bonuses are in UAH"). The promo comes off the delivery first, then
 * the bonuses cover what is left of the delivery (never the services or customs). Null before the
 * parcel is weighed: without a delivery cost there is nothing honest to total.
 */
export function parcelCharges(input: ParcelChargesInput): ParcelCharges | null {
  if (!input.deliveryCost) return null;
  const toUah = (m: Money) => toDec(roundAmount(convert(m, 'UAH', input.rates).amount));
  const delivery = toUah(input.deliveryCost);
  const deliveryUah = uah(delivery);
  const promo = input.promo
    ? promoDiscount(
        {
          format: input.promo.format,
          value: input.promo.value ? { amount: input.promo.value, currency: 'UAH' } : null,
          restrictedValue: input.promo.restrictedValue
            ? { amount: input.promo.restrictedValue, currency: 'UAH' }
            : null,
        },
        deliveryUah,
      )
    : uah(new Dec(0));
  const afterPromo = delivery.minus(promo.amount);
  const bonuses =
    input.bonuses.kind === 'spent'
      ? toDec(input.bonuses.amount.amount)
      : input.bonuses.kind === 'planned'
        ? Dec.min(Dec.max(toDec(input.bonuses.balance.amount), 0), afterPromo)
        : new Dec(0);
  const deliveryToPay = afterPromo.minus(bonuses);
  const services = input.services.reduce((sum, m) => sum.plus(toUah(m)), new Dec(0));
  const optional = (m: Money | null) => (m ? toUah(m) : new Dec(0));
  const handlingFee = optional(input.handlingFee);
  const guarantee = optional(input.guarantee);
  const insurance = optional(input.insurance);
  const customs = optional(input.customs);
  return {
    deliveryUah,
    promoDiscount: promo,
    bonusesUsed: uah(bonuses),
    bonusesSpent: input.bonuses.kind === 'spent',
    deliveryToPay: uah(deliveryToPay),
    servicesUah: uah(services),
    handlingFeeUah: uah(handlingFee),
    guaranteeUah: uah(guarantee),
    insuranceUah: uah(insurance),
    customsUah: uah(customs),
    totalToPay: uah(
      [services, handlingFee, guarantee, insurance, customs].reduce(
        (sum, part) => sum.plus(part),
        Dec.max(deliveryToPay, 0),
      ),
    ),
  };
}

/**
 * Bonuses to take from the balance when the parcel leaves the warehouse and its delivery cost is
 * final: the balance, up to the delivery left after the promo. Zero when nothing is to be taken.
 */
export function bonusesToSpend(input: {
  deliveryCost: Money | null;
  promo: StoredPromo | null;
  balance: Money;
  rates: Rates;
}): Money {
  const charges = parcelCharges({
    deliveryCost: input.deliveryCost,
    promo: input.promo,
    bonuses: { kind: 'planned', balance: input.balance },
    services: [],
    handlingFee: null,
    guarantee: null,
    insurance: null,
    customs: null,
    rates: input.rates,
  });
  return charges ? charges.bonusesUsed : { amount: '0.00', currency: 'UAH' };
}

/** SPEC §9 "Fixed handling fee 2 USD/EUR/GBP per parcel", in the currency the warehouse charges services in. */
export function handlingFeeFor(countryCode: string): Money {
  return { amount: FORWARDING_RULES.handlingFeePerParcel, currency: serviceCurrencyOf(countryCode) };
}
