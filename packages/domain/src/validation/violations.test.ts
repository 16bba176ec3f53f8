import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issue, requiredText } from './refine.js';
import { toFieldErrors, toPropertyPath, toViolations } from './violations.js';

const itemSchema = z.object({
  name: requiredText({ min: 3, max: 250 }),
  quantity: z.number().int().min(1).max(1000),
  unitPrice: z.object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/, 'price.format') }),
});
const orderSchema = z
  .object({
    promoCode: z.string().max(20),
    email: z.email(),
    items: z.array(itemSchema).min(1),
    consigneeAddress: z.number().int().nullable(),
  })
  .superRefine((order, ctx) => {
    if (order.consigneeAddress === null) issue(ctx, 'address.required', ['consigneeAddress']);
    order.items.forEach((item, i) => {
      if (item.name.includes('#')) issue(ctx, 'product.nameSymbols', ['items', i, 'name'], { chars: '#' });
    });
  });

function issuesOf(value: unknown) {
  const result = orderSchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
}

describe('toViolations: "Violations (property, message) map to per-field errors" with Symfony-style paths', () => {
  it('formats paths as items[0].unitPrice.amount', () => {
    expect(toPropertyPath(['items', 0, 'unitPrice', 'amount'])).toBe('items[0].unitPrice.amount');
    expect(toPropertyPath(['items', 2])).toBe('items[2]');
    expect(toPropertyPath([])).toBe('');
  });

  it('maps generic zod issues to localized generic messages with their limits', () => {
    const violations = toViolations(
      issuesOf({
        promoCode: 'X'.repeat(21),
        email: 'not-an-email',
        items: [{ name: 'ab', quantity: 2.5, unitPrice: { amount: '1,999' } }],
        consigneeAddress: 5,
      }),
      'uk',
    );
    expect(violations).toEqual([
      { property: 'promoCode', message: 'Максимум 20 символів' },
      { property: 'email', message: 'Введіть коректну адресу електронної пошти' },
      { property: 'items[0].name', message: 'Мінімум 3 символи' },
      { property: 'items[0].quantity', message: 'Введіть ціле число' },
      {
        property: 'items[0].unitPrice.amount',
        message: 'Вкажіть ціну цифрами; копійки (1–2 знаки) через крапку або кому, наприклад 12,99',
      },
    ]);
  });

  it('says "required" for missing values and empty lists, and gives number limits', () => {
    const violations = toViolations(
      issuesOf({
        promoCode: '',
        email: 'a@b.co',
        items: [{ quantity: 0, unitPrice: {} }],
        consigneeAddress: null,
      }),
      'en',
    );
    expect(violations).toEqual([
      { property: 'items[0].name', message: 'This field is required' },
      { property: 'items[0].quantity', message: 'The value must be at least 1' },
      { property: 'items[0].unitPrice.amount', message: 'This field is required' },
    ]);
    expect(
      toViolations(issuesOf({ promoCode: '', email: 'a@b.co', items: [], consigneeAddress: 1 }), 'en'),
    ).toEqual([{ property: 'items', message: 'This field is required' }]);
  });

  it('translates schema codes with params from custom issues ("the message lists offending characters")', () => {
    const violations = toViolations(
      issuesOf({
        promoCode: '',
        email: 'a@b.co',
        items: [{ name: 'Bag #1', quantity: 1, unitPrice: { amount: '10' } }],
        consigneeAddress: null,
      }),
      'ro',
    );
    expect(violations).toEqual([
      { property: 'consigneeAddress', message: 'Alegeți adresa de livrare' },
      {
        property: 'items[0].name',
        message:
          'Denumirea conține caractere nepermise: #. Folosiți litere latine, cifre, spațiu și - [ ] " \' : . , % ( ) $ ! ? + |',
      },
    ]);
  });
});

describe('toFieldErrors: react-hook-form paths', () => {
  it('keys errors by dotted path and keeps the first error of each field', () => {
    const errors = toFieldErrors(
      issuesOf({
        promoCode: '',
        email: 'x',
        items: [{ name: '#', quantity: 1, unitPrice: { amount: '1' } }],
        consigneeAddress: 1,
      }),
      'uk',
    );
    expect(errors).toEqual({
      email: 'Введіть коректну адресу електронної пошти',
      'items.0.name': 'Мінімум 3 символи',
    });
  });

  it('puts form-level issues under root', () => {
    const schema = z.object({ a: z.string() }).superRefine((_v, ctx) => issue(ctx, 'buyout.noPricedProduct'));
    const result = schema.safeParse({ a: '' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!.issues, 'uk')).toEqual({
      root: 'Додайте хоча б один товар із ціною більше нуля',
    });
  });

  it('reads a missing value inside a union as "required"', () => {
    const schema = z.object({ quantity: z.union([z.string(), z.number()]) });
    const result = schema.safeParse({});
    expect(toFieldErrors(result.error!.issues, 'uk')).toEqual({ quantity: "Обов'язкове поле" });
  });
});
