import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';
import { BUYOUT_SETTINGS_DEFAULTS, FORWARDING_SETTINGS_DEFAULTS, forwardingSettingsFor } from './settings.js';

describe('forwarding settings defaults (SPEC §9 "Defaults: customs 10, VAT 20, service 3"; "Guarantee 1%")', () => {
  it('holds the SPEC percents', () => {
    expect(FORWARDING_SETTINGS_DEFAULTS).toMatchObject({
      percentCustomsClearance: 10,
      percentValueAddedTax: 20,
      percentFeeForService: 3,
      percentGuarantee: 1,
    });
  });

  it("a country's settings take its maxCost as countryLimitPriceCustomsClearance and start at 0", () => {
    const settings = forwardingSettingsFor(COUNTRIES[0]!);
    expect(settings.countryLimitPriceCustomsClearance).toEqual({ amount: '150', currency: 'EUR' });
    expect(settings.countryTotalOrdersSum).toEqual({ amount: '0', currency: 'EUR' });
  });
});

describe('buy-out settings defaults (SPEC §1 "fee 10% of goods cost", §9 insurance "2% in text", "7 USD per 0.5 kg")', () => {
  it('10% service fee, 2% insurance, first tariff 7 USD up to 0.5 kg', () => {
    expect(BUYOUT_SETTINGS_DEFAULTS.currency).toBe('USD');
    expect(BUYOUT_SETTINGS_DEFAULTS.percentServiceFee).toBe(10);
    expect(BUYOUT_SETTINGS_DEFAULTS.percentInsuranceFee).toBe(2);
    expect(BUYOUT_SETTINGS_DEFAULTS.tariffs[0]).toEqual({ price: '7', to: 0.5 });
  });

  it('override and ban lists hold bare lower-case domains (matched against the link host without www.)', () => {
    const domains = [
      ...BUYOUT_SETTINGS_DEFAULTS.overPriceCommissionShopsList.map((s) => s.domain),
      ...BUYOUT_SETTINGS_DEFAULTS.storeBanList,
    ];
    for (const domain of domains) expect(domain).toMatch(/^(?!www\.)[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
