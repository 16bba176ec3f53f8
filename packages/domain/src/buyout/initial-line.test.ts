import { describe, expect, it } from 'vitest';
import { emptyAddressForm, newAddressSchema } from '../address/index.js';
import { emptyBuyoutLine, initialBuyoutLine } from './initial-line.js';

const query = (entries: Record<string, string>) => ({ get: (name: string) => entries[name] ?? null });

describe('"default-link, default-price and default-quantity ... prefill the first buy-out product line"', () => {
  it('prefills valid values', () => {
    expect(
      initialBuyoutLine(
        query({
          'default-link': 'https://amazon.com/dp/1',
          'default-price': '19,99',
          'default-quantity': '3',
        }),
      ),
    ).toMatchObject({ link: 'https://amazon.com/dp/1', price: '19,99', quantity: '3' });
  });

  it('keeps the defaults for bad query values', () => {
    expect(initialBuyoutLine(query({ 'default-price': '19.999', 'default-quantity': '0' }))).toEqual(
      emptyBuyoutLine(),
    );
    expect(initialBuyoutLine(query({ 'default-quantity': '1001' })).quantity).toBe('1');
  });

  it('a blank line has "quantity (default 1), allowOverpricing (default true), allowLowerQuantity (default true)"', () => {
    expect(emptyBuyoutLine()).toMatchObject({
      quantity: '1',
      allowOverpricing: true,
      allowLowerQuantity: true,
    });
  });
});

describe('"Changing the delivery type resets warehouse and home-address inputs"', () => {
  it('gives blank inputs per tab that still ask for the required fields', () => {
    expect(emptyAddressForm('box')).toEqual({ type: 'box', cityId: '', warehouseId: '' });
    expect(
      Object.keys(newAddressSchema.safeParse(emptyAddressForm('address')).error?.flatten().fieldErrors ?? {}),
    ).toEqual(['street', 'house', 'zip', 'cityId']);
  });
});
