import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { PhoneCard } from './phone-card.js';

const field = () => screen.getByRole('textbox', { name: 'Номер телефону' }) as HTMLInputElement;

describe('PhoneCard / PhoneField', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('masks the number, enables "Verify" only for a complete number and checks the operator on blur', async () => {
    renderPage(() => <PhoneCard me={{ phoneNumber: null }} />, { path: '/orders' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Номер телефону' }), {
      target: { value: '067123' },
    });
    expect(field().value).toBe('+38 (067) 123');
    expect(screen.getByRole('button', { name: 'Підтвердити' })).toHaveProperty('disabled', true);

    fireEvent.change(field(), { target: { value: '0121234567' } });
    fireEvent.blur(field());
    expect(await screen.findByText(/Код оператора 012 не підтримується/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Підтвердити' })).toHaveProperty('disabled', true);

    fireEvent.change(field(), { target: { value: '0671234500' } });
    expect(screen.getByRole('button', { name: 'Підтвердити' })).toHaveProperty('disabled', false);
  });

  it('shows the check mark for the verified saved number, and the button again once it is changed', async () => {
    renderPage(() => <PhoneCard me={{ phoneNumber: { number: '380671234500', verified: true } }} />, {
      path: '/orders',
    });
    expect(await screen.findByRole('img', { name: 'Номер підтверджено' })).toBeTruthy();
    fireEvent.change(field(), { target: { value: '0671234501' } });
    expect(screen.queryByRole('img', { name: 'Номер підтверджено' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Підтвердити' })).toBeTruthy();
  });
});
