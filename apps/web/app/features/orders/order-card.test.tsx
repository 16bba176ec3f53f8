// A buy-out card of the orders list. SPEC §2 "/orders": the customer's orders of both kinds; a buy-out
// order is shown at /buyout/show/{id}, and an unpaid one is continued at its checkout. SPEC §7
// "move-to-archive", "move-from-archived", "delete": a buy-out card has the same actions.
import type { OrderListItem } from '@posylka/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { OrderCard } from './order-card.js';

function buyout(over: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01',
    number: 'BO-000042',
    type: 'buyout',
    country: { id: 'US', text: 'США', icon: '🇺🇸' },
    company: null,
    name: 'Кросівки',
    trackNo: null,
    itemsTotal: { amount: '96.40', currency: 'USD' },
    itemsCount: 2,
    checkoutState: 'completed',
    isCheckoutCompleted: true,
    status: 'declared',
    isArchived: false,
    canDelete: false,
    consigneeAddress: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function render(order: OrderListItem, locale: 'uk' | 'en' = 'uk') {
  const onAction = vi.fn();
  const Page = () => <OrderCard order={order} busy={null} onAction={onAction} />;
  renderPage(Page, { path: locale === 'uk' ? '/orders' : `/${locale}/orders`, pattern: '*', locale });
  return onAction;
}

describe('OrderCard for a buy-out order', () => {
  it('links a placed buy-out to its page, with its status', async () => {
    render(buyout());
    const card = await screen.findByTestId('order-card');
    const title = within(card).getByRole('link', { name: 'Замовлення BO-000042' });
    expect(title.getAttribute('href')).toBe('/buyout/show/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01');
    expect(within(card).getByText('Оформлено')).toBeTruthy();
    expect(card.textContent).toContain('Викуп');
    expect(card.textContent).toContain('Викуп оформлено, подробиці на сторінці замовлення');
    expect(card.textContent).not.toContain('Трек-номер');
    const view = within(card).getByRole('link', { name: 'Переглянути' });
    expect(view.getAttribute('href')).toBe('/buyout/show/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01');
  });

  it('issue 18: a title left at its default reads in the page language; one the customer wrote stays', async () => {
    render(buyout({ name: 'Замовлення від 20.11.2026.' }), 'en');
    const card = await screen.findByTestId('order-card');
    expect(card.textContent).toContain('Order of 20.11.2026.');
    expect(card.textContent).not.toContain('Замовлення від');
  });

  it("shows the country's flag as a decorative SVG image, not an emoji (issue 18)", async () => {
    render(buyout());
    const card = await screen.findByTestId('order-card');
    const flag = card.querySelector('img.country-flag');
    expect(flag?.getAttribute('src')).toMatch(/svg/);
    expect(flag?.getAttribute('alt')).toBe('');
    expect(flag?.getAttribute('aria-hidden')).toBe('true');
    expect(card.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(card.textContent).toContain('США');
  });

  it('offers archive and delete like a forwarding card', async () => {
    const onAction = render(buyout());
    const card = await screen.findByTestId('order-card');
    fireEvent.click(within(card).getByRole('button', { name: 'В архів' }));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'buyout' }), 'archive');
    // Even a paid one: the list decides (domain canDeleteBuyout) whether to remove or explain why not.
    fireEvent.click(within(card).getByRole('button', { name: 'Видалити' }));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'buyout' }), 'remove');
  });

  it('offers to bring an archived buy-out back from the archive', async () => {
    const onAction = render(buyout({ isArchived: true }));
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('В архіві')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'З архіву' }));
    expect(onAction).toHaveBeenLastCalledWith(expect.objectContaining({ isArchived: true }), 'unarchive');
  });

  it('says where a buy-out stands when the server tells (canceled, refunded...)', async () => {
    render(buyout({ buyoutStatus: 'refunded' }));
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Кошти повернено')).toBeTruthy();
  });

  it('sends an unpaid buy-out back to its checkout', async () => {
    render(buyout({ status: 'draft', isCheckoutCompleted: false, checkoutState: 'new' }));
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Чернетка')).toBeTruthy();
    expect(card.textContent).toContain('Оплату не завершено');
    const go = within(card).getByRole('link', { name: 'Продовжити оформлення' });
    expect(go.getAttribute('href')).toBe('/buyout/checkout?orderId=0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01');
  });
});
