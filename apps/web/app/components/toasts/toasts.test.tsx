import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { ToastProvider, useToasts } from './toast-context.js';
import { ToastRegion } from './toast-region.js';

function Trigger() {
  const toasts = useToasts();
  return (
    <>
      <button onClick={() => toasts.show({ kind: 'error', text: 'Невірний e-mail або пароль' })}>
        error
      </button>
      <button onClick={() => toasts.show({ kind: 'success', text: 'Збережено' })}>success</button>
    </>
  );
}

const setup = () =>
  renderWithI18n(
    <ToastProvider>
      <Trigger />
      <ToastRegion />
    </ToastProvider>,
  );

describe('toasts (SPEC §9 "Toast 5 s")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stack in order and each hides itself after 5 s', () => {
    setup();
    fireEvent.click(screen.getByText('error'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByText('success'));
    expect(screen.getByRole('alert').textContent).toContain('Невірний e-mail або пароль');
    expect(screen.getByRole('status').textContent).toContain('Збережено');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed by its close button', () => {
    setup();
    fireEvent.click(screen.getByText('error'));
    fireEvent.click(screen.getByRole('button', { name: 'Закрити сповіщення' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
