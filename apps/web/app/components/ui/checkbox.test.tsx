import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.js';

describe('Checkbox', () => {
  it('toggles by clicking its label and shows its error', () => {
    render(<Checkbox label="Погоджуюся з умовами" error="Потрібна згода" />);
    const box = screen.getByRole('checkbox', { name: 'Погоджуюся з умовами' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Погоджуюся з умовами'));
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Потрібна згода',
    );
  });
});
