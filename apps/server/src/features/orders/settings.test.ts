// GET /api/forwarding: a country's SPEC §3 settings with the customer's other orders summed.
import { describe, expect, it } from 'vitest';
import { newCustomer, violations } from '../../../test/customers.js';
import { forwardingTestApp, SHIRT, trackNumber } from './test-helpers.js';

const { t, call, companies, alice } = forwardingTestApp({ customers: ['alice'] });

describe('GET /api/forwarding', () => {
  it("serves the SPEC §3 settings of a country with the customer's other orders summed", async () => {
    const carol = await newCustomer(t, 'carol');
    const item = { ...SHIRT, quantity: 1, unitPrice: { amount: '40.00', currency: 'EUR' } };
    const de = { country: 'DE', company: companies.DE, receivedTrackNumber: true, items: [item] };
    const first = (await call(carol, 'POST', '/orders/draft', { ...de, number: trackNumber() })).json();
    await call(carol, 'POST', '/orders/draft', { ...de, number: trackNumber() });
    const res = await call(carol, 'GET', '/forwarding?countryCode=de');
    expect(res.statusCode).toBe(200);
    const settings = res.json();
    expect(settings).toMatchObject({
      countryLimitPriceCustomsClearance: { amount: '150.00', currency: 'EUR' },
      countryTotalOrdersSum: { amount: '80.00', currency: 'EUR' },
      percentCustomsClearance: '10',
      percentValueAddedTax: '20',
      percentFeeForService: '3',
      percentInsuranceServiceFee: '2',
      percentGuarantee: '1',
      postBoxTotalLimit: { amount: '10000', currency: 'UAH' },
      currencies: ['USD', 'EUR', 'UAH'],
    });
    expect(settings.rates.UAH).toBe('1');
    expect(Number(settings.rates.USD)).toBeGreaterThan(0);
    const editing = await call(carol, 'GET', `/forwarding?countryCode=DE&orderId=${first.id}`);
    expect(editing.json().countryTotalOrdersSum).toEqual({ amount: '40.00', currency: 'EUR' });
    expect((await call(carol, 'GET', '/forwarding?countryCode=US')).json().currencies).toEqual([
      'USD',
      'UAH',
    ]);
  });

  it('refuses an unknown country on countryCode', async () => {
    const res = await call(alice, 'GET', '/forwarding?countryCode=XX');
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ countryCode: 'Choose a value from the list' });
  });
});
