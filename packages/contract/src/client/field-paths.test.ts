import { describe, expect, it } from 'vitest';
import { toFieldPath, violationsToFieldErrors } from './field-paths.js';

describe('violations to form fields (SPEC §8 "Violations (property, message) map to per-field errors")', () => {
  it.each([
    ['items[0].name', 'items.0.name'],
    ['items[12].unitPrice.amount', 'items.12.unitPrice.amount'],
    ['[email]', 'email'],
    ['email', 'email'],
    ['consigneeAddress', 'consigneeAddress'],
  ])('maps the Symfony path %s to %s', (property, path) => {
    expect(toFieldPath(property)).toBe(path);
  });

  it('keeps the first message of a field and one entry per field', () => {
    expect(
      violationsToFieldErrors([
        { property: 'email', message: 'Такий e-mail вже зареєстровано' },
        { property: 'email', message: 'second' },
        { property: 'items[1].quantity', message: 'Від 1 до 1000' },
      ]),
    ).toEqual({ email: 'Такий e-mail вже зареєстровано', 'items.1.quantity': 'Від 1 до 1000' });
  });
});
