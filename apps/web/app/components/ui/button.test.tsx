import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../../i18n/use-translation.js';
import { createTexts } from '@posylka/texts';
import { RESOURCES } from '../../i18n/resources.server.js';
import { Button, buttonClass } from './button.js';

const withI18n = (ui: React.ReactElement) => (
  <TextsProvider texts={createTexts('uk', RESOURCES.uk)}>{ui}</TextsProvider>
);

describe('Button', () => {
  it('renders the variant class and calls onClick', () => {
    const onClick = vi.fn();
    render(
      withI18n(
        <Button variant="secondary" onClick={onClick}>
          Оформити посилку
        </Button>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Оформити посилку' });
    expect(button.className).toContain('button--secondary');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy and ignores clicks but keeps its label and the focus (issue 18)', () => {
    const onClick = vi.fn();
    render(
      withI18n(
        <Button loading onClick={onClick}>
          Увійти
        </Button>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Увійти' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // Not the native disabled: that would drop the keyboard focus to the page's start.
    expect((button as HTMLButtonElement).disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form again (a click or Enter in a field)', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      withI18n(
        <form onSubmit={onSubmit}>
          <input aria-label="Пошта" />
          <Button type="submit" loading>
            Увійти
          </Button>
        </form>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('buttonClass builds the same classes for links', () => {
    expect(buttonClass('ghost', 'sm', true)).toBe('button button--ghost button--sm button--block');
  });
});
