import type { StockAddress } from '@posylka/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toasts/toast-context.js';
import { ToastRegion } from '../../components/toasts/toast-region.js';
import { renderWithI18n } from '../../test/render.js';
import { AddressCard } from './address-card.js';

const ADDRESS: StockAddress = {
  id: 'us-de',
  title: 'Делавер',
  isDefault: true,
  locationUrl: 'https://www.openstreetmap.org/?mlat=39.7273&mlon=-75.5539',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=0,0,1,1',
  fields: [
    { id: 'fullName', label: "Ім'я та прізвище", value: 'Olena Kovalenko', highlighted: true },
    { id: 'address1', label: 'Адреса, рядок 1', value: '501 Christiana Ave, Unit B', highlighted: false },
    { id: 'address2', label: 'Адреса, рядок 2', value: 'Suite UA100001', highlighted: true },
  ],
};

function setup(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return renderWithI18n(
    <ToastProvider>
      <AddressCard address={ADDRESS} />
      <ToastRegion />
    </ToastProvider>,
  );
}

describe('copying a warehouse address (SPEC §8 clipboard toast, §9 "2 s copy toast")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies one line, marks the lines to copy exactly, and shows the success toast for 2 s', async () => {
    const writeText = vi.fn(async () => undefined);
    setup(writeText);
    expect(screen.getAllByText('Вкажіть точно так')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Копіювати «Адреса, рядок 2»' }));
    });
    expect(writeText).toHaveBeenCalledWith('Suite UA100001');
    expect(screen.getByRole('status').textContent).toContain('Скопійовано: Адреса, рядок 2');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('copies the whole address line by line', async () => {
    const writeText = vi.fn(async () => undefined);
    setup(writeText);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Копіювати всю адресу' }));
    });
    expect(writeText).toHaveBeenCalledWith('Olena Kovalenko\n501 Christiana Ave, Unit B\nSuite UA100001');
    expect(screen.getByRole('status').textContent).toContain('Адресу складу скопійовано');
  });

  it('shows the error toast for 2 s when the clipboard refuses', async () => {
    setup(vi.fn(async () => Promise.reject(new Error('denied'))));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Копіювати «Ім'я та прізвище»" }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Не вдалося скопіювати');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
