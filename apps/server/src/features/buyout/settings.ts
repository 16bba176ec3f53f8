// GET /buyout/settings: SPEC §3 "Buy-out settings" on the wire (decimal strings, as /extra/settings),
// the success page's US shop cards and the UAH rate of the settings currency.
import { API_BASE, catalogLogoApiPath, type BuyoutPageSettings } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import type { BuyoutContext } from './service.js';
import { loadBuyoutSettings, loadRates, successPageShops } from './repository.js';

export async function loadContext(db: Database): Promise<BuyoutContext> {
  const [settings, rates] = await Promise.all([loadBuyoutSettings(db), loadRates(db)]);
  return { settings, rates };
}

const dec = (value: number | string) => String(value);

export async function buyoutPageSettings(db: Database): Promise<BuyoutPageSettings> {
  const [{ settings: s, rates }, shops] = await Promise.all([loadContext(db), successPageShops(db)]);
  return {
    currency: s.currency,
    taxFreeQuantity: s.taxFreeQuantity,
    overQuantityFee: dec(s.overQuantityFee),
    minCommission: dec(s.minCommission),
    percentServiceFee: dec(s.percentServiceFee),
    percentInsuranceFee: dec(s.percentInsuranceFee),
    isDiscountServiceFee: s.isDiscountServiceFee,
    overPriceCommissionShopsList: s.overPriceCommissionShopsList.map((shop) => ({
      domain: shop.domain,
      percentServiceFee: dec(shop.percentServiceFee),
      minCommission: dec(shop.minCommission),
    })),
    amountCustomsLimit: dec(s.amountCustomsLimit),
    percentCustomsClearance: dec(s.percentCustomsClearance),
    percentValueAddedTax: dec(s.percentValueAddedTax),
    percentFeeForService: dec(s.percentFeeForService),
    tariffs: s.tariffs.map((step) => ({ price: dec(step.price), to: dec(step.to) })),
    storeBanList: [...s.storeBanList],
    successPage: {
      company: shops.map((shop) => {
        const image = API_BASE + catalogLogoApiPath(shop.slug);
        return { ...shop, name: shop.title, image, imageWebp: image };
      }),
    },
    rates: { [s.currency]: rates.uahPer[s.currency] },
  };
}
