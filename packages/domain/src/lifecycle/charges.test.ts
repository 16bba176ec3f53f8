import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { NBU_RATES_SNAPSHOT as rates } from '../reference/rates-snapshot.js';
import { bonusesToSpend, handlingFeeFor, parcelCharges, type ParcelChargesInput } from './charges.js';

// 14 USD at the snapshot's 36.5686 UAH/USD = 511.96 UAH.
const base: ParcelChargesInput = {
  deliveryCost: money('14', 'USD'),
  promo: null,
  bonuses: { kind: 'none' },
  services: [],
  handlingFee: null,
  guarantee: null,
  insurance: null,
  customs: null,
  rates,
};
const PROMO_100 = { format: 'amount', value: '100.00', restrictedValue: null } as const;

describe('parcelCharges: what the parcel will cost (issue 5 "the customer always sees ... what it will cost")', () => {
  it('nothing to total before the warehouse weighs the parcel', () => {
    expect(parcelCharges({ ...base, deliveryCost: null })).toBeNull();
  });

  it('delivery alone: 14 USD at the NBU rate is 511.96 UAH to pay', () => {
    const charges = parcelCharges(base)!;
    expect(charges.deliveryUah).toEqual({ amount: '511.96', currency: 'UAH' });
    expect(charges.deliveryToPay.amount).toBe('511.96');
    expect(charges.totalToPay.amount).toBe('511.96');
    expect(charges.promoDiscount.amount).toBe('0.00');
    expect(charges.bonusesUsed.amount).toBe('0.00');
  });

  it('SPEC §9 "Promo: 100 UAH off delivery": 511.96 - 100 = 411.96', () => {
    const charges = parcelCharges({ ...base, promo: PROMO_100 })!;
    expect(charges.promoDiscount.amount).toBe('100.00');
    expect(charges.deliveryToPay.amount).toBe('411.96');
  });

  it('a percentage code is capped by its restrictedValue: 10% of 511.96 = 51.20, capped at 30', () => {
    const capped = parcelCharges({
      ...base,
      promo: { format: 'percent', value: '10', restrictedValue: '30' },
    })!;
    expect(capped.promoDiscount.amount).toBe('30.00');
    const uncapped = parcelCharges({
      ...base,
      promo: { format: 'percent', value: '10', restrictedValue: null },
    })!;
    expect(uncapped.promoDiscount.amount).toBe('51.20');
  });

  it('the promo never takes more than the delivery: 2 USD = 73.14 UAH, nothing left to pay', () => {
    const charges = parcelCharges({ ...base, deliveryCost: money('2', 'USD'), promo: PROMO_100 })!;
    expect(charges.promoDiscount.amount).toBe('73.14');
    expect(charges.deliveryToPay.amount).toBe('0.00');
  });

  it('SPEC §9 bonuses "cover international delivery only": after the promo, up to the balance', () => {
    const rich = parcelCharges({
      ...base,
      promo: PROMO_100,
      bonuses: { kind: 'planned', balance: money('1000', 'UAH') },
    })!;
    expect(rich.bonusesUsed.amount).toBe('411.96');
    expect(rich.deliveryToPay.amount).toBe('0.00');
    expect(rich.bonusesSpent).toBe(false);
    const poor = parcelCharges({
      ...base,
      promo: PROMO_100,
      bonuses: { kind: 'planned', balance: money('50', 'UAH') },
    })!;
    expect(poor.bonusesUsed.amount).toBe('50.00');
    expect(poor.deliveryToPay.amount).toBe('361.96');
  });

  it('a negative or empty balance uses nothing', () => {
    const charges = parcelCharges({ ...base, bonuses: { kind: 'planned', balance: money('-5', 'UAH') } })!;
    expect(charges.bonusesUsed.amount).toBe('0.00');
    expect(charges.deliveryToPay.amount).toBe('511.96');
  });

  it('once taken, the ledger amount is shown whatever the balance is now', () => {
    const charges = parcelCharges({ ...base, bonuses: { kind: 'spent', amount: money('40', 'UAH') } })!;
    expect(charges.bonusesUsed.amount).toBe('40.00');
    expect(charges.bonusesSpent).toBe(true);
    expect(charges.deliveryToPay.amount).toBe('471.96');
  });

  it('services, fees, insurance and the customs estimate add to the total but the bonuses never cover them', () => {
    const charges = parcelCharges({
      ...base,
      bonuses: { kind: 'planned', balance: money('10000', 'UAH') },
      services: [money('5', 'USD'), money('100', 'UAH')],
      handlingFee: handlingFeeFor('US'),
      guarantee: money('0.87', 'USD'),
      insurance: money('1', 'USD'),
      customs: money('10', 'EUR'),
    })!;
    expect(charges.bonusesUsed.amount).toBe('511.96');
    expect(charges.servicesUah.amount).toBe('282.84'); // 182.84 + 100
    expect(charges.handlingFeeUah.amount).toBe('73.14'); // 2 USD
    expect(charges.guaranteeUah.amount).toBe('31.81'); // 0.87 USD = 31.8147
    expect(charges.insuranceUah.amount).toBe('36.57');
    expect(charges.customsUah.amount).toBe('365.37'); // 365.375, half-down (SPEC §9 ROUND_HALF_DOWN)
    expect(charges.totalToPay.amount).toBe('789.73'); // 0 + 282.84 + 73.14 + 31.81 + 36.57 + 365.37
  });
});

describe('handlingFeeFor: SPEC §9 "Fixed handling fee 2 USD/EUR/GBP per parcel"', () => {
  it('in the warehouse currency when it is USD, EUR or GBP, otherwise USD', () => {
    expect(handlingFeeFor('US')).toEqual({ amount: '2', currency: 'USD' });
    expect(handlingFeeFor('DE')).toEqual({ amount: '2', currency: 'EUR' });
    expect(handlingFeeFor('GB')).toEqual({ amount: '2', currency: 'GBP' });
    expect(handlingFeeFor('PL')).toEqual({ amount: '2', currency: 'USD' });
  });
});

describe('bonusesToSpend: taken from the balance when the parcel leaves the warehouse', () => {
  it('the balance up to the delivery left after the promo', () => {
    const input = { deliveryCost: money('14', 'USD'), promo: PROMO_100, rates };
    expect(bonusesToSpend({ ...input, balance: money('1000', 'UAH') }).amount).toBe('411.96');
    expect(bonusesToSpend({ ...input, balance: money('25.50', 'UAH') }).amount).toBe('25.50');
    expect(bonusesToSpend({ ...input, balance: money('0', 'UAH') }).amount).toBe('0.00');
  });

  it('nothing while the delivery has no price', () => {
    expect(
      bonusesToSpend({ deliveryCost: null, promo: null, balance: money('100', 'UAH'), rates }).amount,
    ).toBe('0.00');
  });
});
