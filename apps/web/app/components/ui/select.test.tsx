import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { Select } from './select.js';

const COUNTRIES = [
  { value: 'US', label: 'США' },
  { value: 'DE', label: 'Німеччина' },
  { value: 'PL', label: 'Польща' },
];

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select label="Країна" options={COUNTRIES} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('Select with search', () => {
  it('opens with ArrowDown, moves with arrows and picks with Enter', () => {
    renderWithI18n(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Країна' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
      'Німеччина',
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('DE');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by typed text and says "Нічого не знайдено" when nothing matches (SPEC §8)', () => {
    renderWithI18n(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Країна' });
    fireEvent.change(box, { target: { value: 'поль' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Польща']);
    fireEvent.change(box, { target: { value: 'Японія' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Нічого не знайдено')).toBeTruthy();
  });

  it('Escape closes without choosing; a mouse pick works', () => {
    renderWithI18n(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Країна' }) as HTMLInputElement;
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('value').textContent).toBe('');
    fireEvent.click(box);
    const option = screen.getByRole('option', { name: 'США' });
    fireEvent.mouseDown(option);
    fireEvent.mouseUp(option);
    fireEvent.click(option);
    expect(screen.getByTestId('value').textContent).toBe('US');
    expect(box.value).toBe('США');
  });
});
