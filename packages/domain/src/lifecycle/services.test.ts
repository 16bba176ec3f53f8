import { describe, expect, it } from 'vitest';
import { additionalServiceCharge, serviceCurrencyOf, servicesChargedBy } from './services.js';
import { SHIPMENT_EVENTS } from './states.js';

describe('SPEC §9 "Additional service 39 (unregistered handling), 40 (manual declaring)"', () => {
  it('receiving an unregistered parcel charges 39, declaring it manually 40, nothing else charges', () => {
    expect(servicesChargedBy('receive_unregistered')).toEqual([39]);
    expect(servicesChargedBy('declare_manually')).toEqual([40]);
    for (const event of SHIPMENT_EVENTS.filter(
      (e) => e !== 'receive_unregistered' && e !== 'declare_manually',
    )) {
      expect(servicesChargedBy(event), event).toEqual([]);
    }
  });

  it('39 costs 2 units and 40 costs 5 units of the warehouse currency', () => {
    expect(additionalServiceCharge(39, 'DE')).toEqual({ key: 39, cost: { amount: '2', currency: 'EUR' } });
    expect(additionalServiceCharge(40, 'GB')).toEqual({ key: 40, cost: { amount: '5', currency: 'GBP' } });
    expect(additionalServiceCharge(40, 'US')).toEqual({ key: 40, cost: { amount: '5', currency: 'USD' } });
  });

  it('warehouses pricing in other currencies charge in USD, like the "2 USD/EUR/GBP" handling fee', () => {
    expect(serviceCurrencyOf('CN')).toBe('USD');
    expect(serviceCurrencyOf('JP')).toBe('USD');
    expect(serviceCurrencyOf('PL')).toBe('USD');
    expect(serviceCurrencyOf('IT')).toBe('EUR');
    expect(additionalServiceCharge(39, 'CN').cost).toEqual({ amount: '2', currency: 'USD' });
  });
});
