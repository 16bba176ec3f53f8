import type { BuyoutPageSettings } from '@posylka/contract';
import {
  buyoutFees,
  isCurrencyCode,
  type BuyoutFees,
  type BuyoutSettings,
  type Rates,
} from '@posylka/domain';
import type { LineValues } from './form-values.js';

/** GET /buyout/settings as the domain's BuyoutSettings: the wire carries percents and weights as decimal strings. */
export function domainSettings(s: BuyoutPageSettings): BuyoutSettings {
  return {
    currency: isCurrencyCode(s.currency) ? s.currency : 'USD',
    taxFreeQuantity: s.taxFreeQuantity,
    overQuantityFee: s.overQuantityFee,
    minCommission: s.minCommission,
    percentServiceFee: Number(s.percentServiceFee),
    percentInsuranceFee: Number(s.percentInsuranceFee),
    isDiscountServiceFee: s.isDiscountServiceFee,
    overPriceCommissionShopsList: s.overPriceCommissionShopsList.map((shop) => ({
      domain: shop.domain,
      minCommission: shop.minCommission,
      percentServiceFee: Number(shop.percentServiceFee),
    })),
    amountCustomsLimit: s.amountCustomsLimit,
    percentCustomsClearance: Number(s.percentCustomsClearance),
    percentValueAddedTax: Number(s.percentValueAddedTax),
    percentFeeForService: Number(s.percentFeeForService),
    tariffs: s.tariffs.map((tariff) => ({ price: tariff.price, to: Number(tariff.to) })),
    storeBanList: s.storeBanList,
  };
}

export function ratesOf(s: BuyoutPageSettings): Rates {
  return { date: '', uahPer: { ...s.rates, UAH: '1' } as Rates['uahPer'] };
}

/**
 * The fees panel figures for the lines as typed, by the domain's buyoutFees (the same function the
 * server's order snapshot uses), so the page and the saved order agree to the cent. A line whose
 * quantity or price is not a number yet simply does not count.
 */
export function liveFees(lines: readonly LineValues[], settings: BuyoutPageSettings): BuyoutFees | null {
  try {
    return buyoutFees(
      lines.map((line) => ({
        link: line.link,
        price: line.price.trim() === '' ? null : line.price.trim(),
        quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0,
      })),
      domainSettings(settings),
      ratesOf(settings),
    );
  } catch {
    // A missing rate: the panel waits for the settings instead of showing wrong numbers.
    return null;
  }
}
