// Issue 14 item 9 "One fee name and one number", buy-out: the service fee the home page promises
// (GET /extra/settings, domain buyoutFeePromise), the fee the checkout shows (GET /buyout/settings
// through the domain's buyoutFees) and the fee the order is charged (the saved order's fees) come
// from the same stored settings and agree, for any shop and total.
import {
  BUYOUT_SETTINGS_DEFAULTS,
  buyoutFeePromise,
  buyoutFees,
  NBU_RATES_SNAPSHOT,
  type BuyoutSettings,
} from '@posylka/domain';
import type { BuyoutPageSettings, SettingsResponse } from '@posylka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/customers.js';
import { settings, SETTINGS_KEYS } from '../../db/schema/index.js';
import { line, readyDraft } from '../../../test/buyout-drafts.js';

const { t, call, alice } = appForFile({ customers: ['alice'] });

// Settings an operator changed in the database: none of them the SPEC defaults.
const STORED: BuyoutSettings = {
  ...BUYOUT_SETTINGS_DEFAULTS,
  percentServiceFee: 9,
  minCommission: '6',
  percentInsuranceFee: 3,
  overPriceCommissionShopsList: [
    { domain: 'amazon.com', percentServiceFee: 7, minCommission: '4' },
    { domain: 'ebay.com', percentServiceFee: 12, minCommission: '6' },
  ],
};

type WireFees = Pick<
  SettingsResponse['buyout'],
  'percentServiceFee' | 'minCommission' | 'percentInsuranceFee' | 'overPriceCommissionShopsList'
>;
const feeFields = (s: WireFees) => ({
  percentServiceFee: s.percentServiceFee,
  minCommission: s.minCommission,
  percentInsuranceFee: s.percentInsuranceFee,
  overPriceCommissionShopsList: s.overPriceCommissionShopsList,
});

/** The wire's decimal strings as the domain's settings (as the checkout page reads them). */
function fromWire(s: BuyoutPageSettings): BuyoutSettings {
  return {
    ...BUYOUT_SETTINGS_DEFAULTS,
    taxFreeQuantity: s.taxFreeQuantity,
    overQuantityFee: s.overQuantityFee,
    minCommission: s.minCommission,
    percentServiceFee: Number(s.percentServiceFee),
    percentInsuranceFee: Number(s.percentInsuranceFee),
    isDiscountServiceFee: s.isDiscountServiceFee,
    overPriceCommissionShopsList: s.overPriceCommissionShopsList.map((shop) => ({
      domain: shop.domain,
      percentServiceFee: Number(shop.percentServiceFee),
      minCommission: shop.minCommission,
    })),
    amountCustomsLimit: s.amountCustomsLimit,
  };
}

beforeAll(async () => {
  await t.db.update(settings).set({ value: STORED }).where(eq(settings.key, SETTINGS_KEYS.buyout));
});

describe('issue 14 item 9: the buy-out service fee promised, shown and charged', () => {
  it('the home page and the checkout read the same stored percents and minimum', async () => {
    const home = ((await call(null, 'GET', '/extra/settings')).json() as SettingsResponse).buyout;
    const checkout = (await call(null, 'GET', '/buyout/settings')).json() as BuyoutPageSettings;
    expect(feeFields(home)).toEqual(feeFields(checkout));
    expect(feeFields(home)).toMatchObject({
      percentServiceFee: '9',
      minCommission: '6',
      percentInsuranceFee: '3',
    });
  });

  it('every order is charged what the checkout shows, never under the promised "from 7 %", and some order exactly that', async () => {
    const home = ((await call(null, 'GET', '/extra/settings')).json() as SettingsResponse).buyout;
    const promise = buyoutFeePromise(fromWire(home as unknown as BuyoutPageSettings));
    expect(promise).toEqual({ servicePercentFrom: 7, insurancePercent: 3 });
    const checkout = fromWire((await call(null, 'GET', '/buyout/settings')).json() as BuyoutPageSettings);

    const charged = new Set<string>();
    for (const link of [
      'https://www.amazon.com/dp/B01',
      'https://www.ebay.com/itm/2',
      'https://www.bestbuy.com/p/3',
    ]) {
      for (const price of ['20', '110']) {
        const order = await readyDraft(t, alice, { products: [line(link, 'Item', price)] });
        // The checkout's own figures for the same lines (its rates do not enter the fee).
        const shown = buyoutFees([{ link, price, quantity: 1 }], checkout, NBU_RATES_SNAPSHOT);
        expect(order.fees.serviceFee).toEqual(shown.serviceFee);
        expect(order.fees.servicePercent).toBe(String(shown.serviceFeePercent));
        expect(order.fees.insuranceFee).toEqual(shown.insurance);
        expect(Number(order.fees.servicePercent)).toBeGreaterThanOrEqual(promise.servicePercentFrom);
        expect(Number(order.fees.serviceFee.amount)).toBeGreaterThanOrEqual(
          (Number(price) * promise.servicePercentFrom) / 100,
        );
        charged.add(order.fees.servicePercent);
      }
    }
    expect([...charged].sort()).toEqual(['12', '7', '9']);
  });
});
