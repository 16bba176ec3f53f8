import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { Stepper } from './stepper.js';

describe('Stepper', () => {
  it('marks done, current and error steps for sight and for screen readers', () => {
    renderWithI18n(
      <Stepper
        label="Оформлення посилки"
        steps={[
          { id: 'order', label: 'Замовлення', state: 'done' },
          { id: 'products', label: 'Товари', state: 'error' },
          { id: 'delivery', label: 'Доставка', state: 'current' },
          { id: 'pay', label: 'Оплата', state: 'todo' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '✓Замовлення, виконано',
      '!Товари, є помилки',
      '3Доставка, поточний крок',
      '4Оплата',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
  });
});
