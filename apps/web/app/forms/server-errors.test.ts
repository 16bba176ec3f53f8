import { ApiError } from '@posylka/contract';
import { describe, expect, it, vi } from 'vitest';
import { applyServerViolations } from './server-errors.js';

describe('422 violations on form fields (SPEC §8)', () => {
  it('known fields get their message; others are collected on root.server', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Перевірте поля', [
      { property: 'email', message: 'Цю електронну адресу вже зареєстровано.' },
      { property: 'items[0].name', message: 'Мінімум 3 символи' },
    ]);
    expect(applyServerViolations(error, setError, ['email', 'password'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Цю електронну адресу вже зареєстровано.' }],
      ['root.server', { type: 'server', message: 'Мінімум 3 символи' }],
    ]);
  });

  it('ignores errors that are not 422', () => {
    const setError = vi.fn();
    expect(applyServerViolations(new ApiError(401, 'Невірний пароль'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
