import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { HowToOrder } from './how-to-order.js';

describe('how-to-order carousel (SPEC §2)', () => {
  it('shows the forwarding steps first, in order', async () => {
    renderPage(() => <HowToOrder />, { path: '/' });
    const tab = await screen.findByRole('tab', { name: 'Пересилання' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const titles = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Зареєструйтеся',
      'Отримайте адресу складу',
      'Купуйте в магазині',
      'Задекларуйте посилку',
      'Отримайте в Україні',
    ]);
    expect(within(panel).getByRole('list', { name: 'Кроки пересилання' })).toBeTruthy();
  });

  it('switches services with a click and with the arrow keys, keeping one tab in the tab order', async () => {
    renderPage(() => <HowToOrder />, { path: '/' });
    const forwarding = await screen.findByRole('tab', { name: 'Пересилання' });
    const buyout = screen.getByRole('tab', { name: 'Викуп товарів' });
    expect(buyout.tabIndex).toBe(-1);
    forwarding.focus();
    fireEvent.keyDown(forwarding, { key: 'ArrowRight' });
    expect(buyout.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(buyout);
    expect(buyout.tabIndex).toBe(0);
    expect(forwarding.tabIndex).toBe(-1);
    expect(screen.getByRole('heading', { name: 'Надішліть посилання' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Зареєструйтеся' })).toBeNull();
    // Wraps around at both ends.
    fireEvent.keyDown(buyout, { key: 'ArrowRight' });
    expect(forwarding.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(buyout);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('how-to-tab-buyout');
  });

  it('shows the steps in English too', async () => {
    renderPage(() => <HowToOrder />, { path: '/en', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'How to order' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Declare the parcel' })).toBeTruthy();
  });
});
