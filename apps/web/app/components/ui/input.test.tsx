import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input, PHONE_INPUT_MASK } from './input.js';

describe('Input', () => {
  it('ties the label, hint and error to the input', () => {
    render(
      <Input
        label="Електронна пошта"
        hint="Ми не передаємо адресу третім особам."
        error="Некоректний e-mail"
      />,
    );
    const input = screen.getByLabelText('Електронна пошта');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Некоректний e-mail',
      'Ми не передаємо адресу третім особам.',
    ]);
  });

  it('is not marked invalid without an error', () => {
    render(<Input label="Пароль" type="password" />);
    expect(screen.getByLabelText('Пароль').getAttribute('aria-invalid')).toBeNull();
  });

  it('applies the phone mask +38 (0##) ### ## ## while typing', () => {
    const seen: string[] = [];
    const onChange = vi.fn((e: React.ChangeEvent<HTMLInputElement>) => seen.push(e.target.value));
    render(<Input label="Телефон" mask={PHONE_INPUT_MASK} onChange={onChange} />);
    const input = screen.getByLabelText('Телефон') as HTMLInputElement;
    expect(input.placeholder).toBe('+38 (0__) ___ __ __');
    fireEvent.change(input, { target: { value: '0671234567' } });
    fireEvent.change(input, { target: { value: '+380501' } });
    expect(seen).toEqual(['+38 (067) 123 45 67', '+38 (050) 1']);
  });
});
