import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { buyoutProductsStepSchema, hasPricedLine, isLineValidated } from './products.js';

const schema = buyoutProductsStepSchema({ storeBanList: ['aliexpress.com', 'www.temu.com'] });
const line = {
  link: 'https://www.amazon.com/dp/B0C1',
  name: 'Kindle Paperwhite',
  size: '',
  color: 'Black',
  quantity: '1',
  price: '149,99',
  comment: '',
};
const errors = (products: object[], locale: 'uk' | 'en' = 'en') =>
  fieldErrorsOf(schema, { name: '', products }, locale);

describe('buy-out product links: SPEC §5 "Product link" with keys link, linkOneShop, linkTheSame, linkBlocked', () => {
  it('accepts one good line and normalises price and quantity', () => {
    expect(errors([line])).toEqual({});
    expect(schema.parse({ products: [line] }).products[0]).toMatchObject({ price: '149.99', quantity: 1 });
  });

  it('"required, must match a link format"', () => {
    expect(errors([{ ...line, link: '' }])).toEqual({ 'products.0.link': 'This field is required' });
    expect(errors([{ ...line, link: 'amazon.com/dp/1' }])).toEqual({
      'products.0.link': 'Paste a product link starting with http:// or https://',
    });
  });

  it('"linkOneShop (all from one shop, compared by host)"', () => {
    expect(errors([line, { ...line, link: 'https://amazon.com/dp/B0C2' }])).toEqual({});
    expect(errors([line, { ...line, link: 'https://www.ebay.com/itm/1' }])).toEqual({
      'products.1.link': 'All products in one order must come from one shop (amazon.com)',
    });
  });

  it('"linkTheSame (no duplicate links)"', () => {
    expect(errors([line, { ...line, link: 'https://amazon.com/dp/B0C1/' }])).toEqual({
      'products.1.link': 'This link is already in the order. Change the quantity in that line instead',
    });
  });

  it('"linkBlocked (shop on storeBanList)", subdomains included', () => {
    expect(errors([{ ...line, link: 'https://m.aliexpress.com/item/1.html' }])).toEqual({
      'products.0.link': 'Sorry, we do not buy goods from this shop',
    });
    expect(errors([{ ...line, link: 'https://temu.com/x' }])['products.0.link']).toBe(
      'Sorry, we do not buy goods from this shop',
    );
  });
});

describe('buy-out product name: "required, max 250, no Cyrillic letters, no disallowed symbols (message lists them)"', () => {
  it('checks each rule', () => {
    expect(errors([{ ...line, name: ' ' }])).toEqual({ 'products.0.name': 'This field is required' });
    expect(errors([{ ...line, name: 'x'.repeat(251) }])).toEqual({
      'products.0.name': 'At most 250 characters',
    });
    expect(errors([{ ...line, name: 'Кіндл' }], 'uk')).toEqual({
      'products.0.name': 'Вкажіть назву товару латиницею, як у магазині',
    });
    expect(errors([{ ...line, name: 'Kindle #1 & co' }])).toEqual({
      'products.0.name': 'The name contains characters that are not allowed: # &',
    });
  });
});

describe('buy-out quantity and price: "Quantity: required, integer, min 1, default max 1000"; "Price: required, 1-2 decimals, min 0.01"', () => {
  it('checks quantity, price and comment', () => {
    expect(errors([{ ...line, quantity: '0', price: '0.001', comment: 'c'.repeat(251) }], 'uk')).toEqual({
      'products.0.quantity': 'Значення має бути не менше 1',
      'products.0.price': 'Вкажіть ціну цифрами; копійки (1–2 знаки) через крапку або кому, наприклад 12,99',
      'products.0.comment': 'Максимум 250 символів',
    });
    expect(errors([{ ...line, quantity: '1001' }])).toEqual({
      'products.0.quantity': 'The value must be at most 1000',
    });
  });
});

describe('"A line is validated when it is not the only line, or when any of link, name or price is filled"', () => {
  const empty = { link: '', name: '', size: '', color: '', quantity: '1', price: '', comment: '' };

  it('skips a single untouched line but then needs a priced product', () => {
    expect(isLineValidated(empty, 1)).toBe(false);
    expect(isLineValidated(empty, 2)).toBe(true);
    expect(isLineValidated({ ...empty, price: '5' }, 1)).toBe(true);
    expect(errors([empty])).toEqual({ products: 'Add at least one product with a price above zero' });
  });

  it('validates an empty second line', () => {
    expect(errors([line, empty])).toEqual({
      'products.1.link': 'This field is required',
      'products.1.name': 'This field is required',
      'products.1.price': 'This field is required',
    });
  });

  it('"The step is valid only if at least one product has price above zero"', () => {
    expect(hasPricedLine([{ price: '0' }, { price: '' }])).toBe(false);
    expect(hasPricedLine([{ price: '0' }, { price: '0,01' }])).toBe(true);
  });
});

describe('edit mode: "it cannot exceed the original quantity and cannot fall below it"; price "not above the original price"', () => {
  const edit = buyoutProductsStepSchema({
    storeBanList: [],
    originals: new Map([[7, { quantity: 2, price: '149.99' }]]),
  });

  it('keeps the quantity and caps the price', () => {
    expect(fieldErrorsOf(edit, { products: [{ ...line, id: 7, quantity: '2', price: '140' }] })).toEqual({});
    expect(
      fieldErrorsOf(edit, { products: [{ ...line, id: 7, quantity: '3', price: '150' }] }, 'en'),
    ).toEqual({
      'products.0.quantity': 'The quantity cannot be changed when editing: 2',
      'products.0.price': 'When editing, the price cannot be higher than 149.99',
    });
  });
});

describe('order name: "an order-level name (max 100)"', () => {
  it('limits the name', () => {
    expect(fieldErrorsOf(schema, { name: 'x'.repeat(101), products: [line] }, 'en')).toEqual({
      name: 'At most 100 characters',
    });
  });
});
