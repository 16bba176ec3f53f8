import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { forwardingItemPayloadSchema, productRowFormSchema } from './product-row.js';
import { forwardingProductsStepSchema, forwardingResultsSchema } from './products-step.js';
import { productRowsToItems } from './to-payload.js';

const row = { category: '17', noCategory: false, name: 'Nike Air Max 90', quantity: '2', price: '89,99' };

describe('product rows: SPEC §5 "Product rows"', () => {
  it('accepts a valid row and turns the comma price into a dot', () => {
    expect(productRowFormSchema.parse(row)).toMatchObject({
      quantity: 2,
      price: '89.99',
      name: 'Nike Air Max 90',
    });
  });

  it('"names are transliterated to Latin on input"', () => {
    expect(productRowFormSchema.parse({ ...row, name: 'Кросівки Nike' }).name).toBe('Krosivky Nike');
  });

  it('"name required, min 3, max 250"', () => {
    expect(fieldErrorsOf(productRowFormSchema, { ...row, name: '' })).toEqual({ name: "Обов'язкове поле" });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, name: 'TV' })).toEqual({
      name: 'Мінімум 3 символи',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, name: 'x'.repeat(251) })).toEqual({
      name: 'Максимум 250 символів',
    });
  });

  it('"otherwise the message lists offending characters"', () => {
    expect(fieldErrorsOf(productRowFormSchema, { ...row, name: 'Bag #1 & case @home' }, 'en')).toEqual({
      name: 'The name contains characters that are not allowed: # & @. Use Latin letters, digits, space and - [ ] " \' : . , % ( ) $ ! ? + |',
    });
  });

  it('"Quantity required, integer" within "quantity 1 to 1000"', () => {
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: '' })).toEqual({
      quantity: "Обов'язкове поле",
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: '1.5' })).toEqual({
      quantity: 'Введіть ціле число',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: 'two' })).toEqual({
      quantity: 'Введіть число',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: '0' })).toEqual({
      quantity: 'Значення має бути не менше 1',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: 1001 })).toEqual({
      quantity: 'Значення має бути не більше 1000',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, quantity: 1000 })).toEqual({});
  });

  it('"Price required, digits with optional comma or dot and 1-2 decimals, min 0.01"', () => {
    expect(fieldErrorsOf(productRowFormSchema, { ...row, price: '' })).toEqual({ price: "Обов'язкове поле" });
    for (const bad of ['12.345', '12.', '1e3', '-5', '12,5.0']) {
      expect(fieldErrorsOf(productRowFormSchema, { ...row, price: bad }, 'en'), bad).toEqual({
        price: 'Enter the price in digits; cents (1–2 digits) after a dot or comma, e.g. 12.99',
      });
    }
    expect(fieldErrorsOf(productRowFormSchema, { ...row, price: '0,00' })).toEqual({
      price: 'Значення має бути не менше 0,01',
    });
    expect(productRowFormSchema.parse({ ...row, price: '0.01' }).price).toBe('0.01');
    expect(productRowFormSchema.parse({ ...row, price: '007,5' }).price).toBe('7.5');
  });

  it('"Category required unless no category"', () => {
    expect(fieldErrorsOf(productRowFormSchema, { ...row, category: null })).toEqual({
      category: 'Оберіть категорію або позначте «Без категорії»',
    });
    expect(fieldErrorsOf(productRowFormSchema, { ...row, category: null, noCategory: true })).toEqual({});
  });
});

describe('products step: "Order name optional: 3 to 100"', () => {
  it('accepts an empty name and checks a typed one', () => {
    expect(fieldErrorsOf(forwardingProductsStepSchema, { name: '', items: [row] })).toEqual({});
    expect(fieldErrorsOf(forwardingProductsStepSchema, { name: 'ab', items: [row] })).toEqual({
      name: 'Мінімум 3 символи',
    });
    expect(fieldErrorsOf(forwardingProductsStepSchema, { name: 'x'.repeat(101), items: [row] })).toEqual({
      name: 'Максимум 100 символів',
    });
  });

  it('needs at least one row and reports row errors as items.N.field', () => {
    expect(fieldErrorsOf(forwardingProductsStepSchema, { name: '', items: [] })).toEqual({
      items: 'Додайте хоча б один товар',
    });
    expect(fieldErrorsOf(forwardingProductsStepSchema, { items: [row, { ...row, price: '' }] })).toEqual({
      'items.1.price': "Обов'язкове поле",
    });
  });
});

describe('results form: "Tax agreement required when over customs clearance"', () => {
  it('requires the agreement only over the limit', () => {
    expect(fieldErrorsOf(forwardingResultsSchema({ isOverCustomsLimit: true }), {})).toEqual({
      taxAgreement: 'Підтвердіть згоду на сплату митних платежів',
    });
    expect(
      fieldErrorsOf(forwardingResultsSchema({ isOverCustomsLimit: true }), { taxAgreement: true }),
    ).toEqual({});
    expect(fieldErrorsOf(forwardingResultsSchema({ isOverCustomsLimit: false }), {})).toEqual({});
  });
});

describe('order item payload: money as { amount, currency }', () => {
  const item = {
    categoryId: 17,
    isEmptyCategoryId: false,
    name: 'Nike',
    quantity: 2,
    unitPrice: { amount: '89.99', currency: 'USD' },
  };

  it('accepts a valid item and rejects a comma amount, a float quantity and an unknown currency', () => {
    expect(fieldErrorsOf(forwardingItemPayloadSchema, item)).toEqual({});
    expect(
      fieldErrorsOf(forwardingItemPayloadSchema, {
        ...item,
        quantity: 1.5,
        unitPrice: { amount: '89,99', currency: 'XXX' },
      }),
    ).toEqual({
      quantity: 'Введіть ціле число',
      'unitPrice.amount': 'Вкажіть ціну цифрами; копійки (1–2 знаки) через крапку або кому, наприклад 12,99',
      'unitPrice.currency': 'Оберіть значення зі списку',
    });
  });

  it('needs a categoryId unless isEmptyCategoryId', () => {
    expect(fieldErrorsOf(forwardingItemPayloadSchema, { ...item, categoryId: null })).toEqual({
      categoryId: 'Оберіть категорію або позначте «Без категорії»',
    });
    expect(
      fieldErrorsOf(forwardingItemPayloadSchema, { ...item, categoryId: null, isEmptyCategoryId: true }),
    ).toEqual({});
  });
});

describe('form rows to payload items: "form uses price, payload uses unitPrice { amount, currency }"', () => {
  it('turns a validated row into a valid payload item', () => {
    const rows = [
      productRowFormSchema.parse({ ...row, id: 9 }),
      productRowFormSchema.parse({ ...row, category: null, noCategory: true, price: '5' }),
    ];
    const items = productRowsToItems(rows, 'EUR');
    expect(items).toEqual([
      {
        id: 9,
        categoryId: 17,
        isEmptyCategoryId: false,
        name: 'Nike Air Max 90',
        quantity: 2,
        unitPrice: { amount: '89.99', currency: 'EUR' },
      },
      {
        categoryId: null,
        isEmptyCategoryId: true,
        name: 'Nike Air Max 90',
        quantity: 2,
        unitPrice: { amount: '5', currency: 'EUR' },
      },
    ]);
    for (const item of items) expect(forwardingItemPayloadSchema.safeParse(item).success).toBe(true);
  });
});
