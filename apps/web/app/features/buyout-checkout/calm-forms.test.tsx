// Issue 18 item 3 "Calm forms" in the buy-out checkout: errors are re-checked as the customer types
// (after the first blur or after "Next"), and a disabled pay button says why, next to it. Keys go to
// whatever has the focus (test/person.ts).
import { translateMessage, type MessageCode } from '@posylka/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { click, leaveField, typeInto, typeKeys } from '../../test/person.js';
import { BuyoutCheckout } from './buyout-checkout.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { data, DEPARTMENT, json, order, stubApi } from './test/fixtures.js';

const msg = (code: MessageCode, params: Record<string, string | number> = {}) =>
  translateMessage(code, params, 'uk');

function renderCheckout(d: BuyoutCheckoutData, query = '') {
  return renderPage(() => <BuyoutCheckout data={d} />, {
    path: `/buyout/checkout${query}`,
    pattern: 'buyout/checkout',
    user: d.me,
  });
}

const line = (n: number) => screen.getByRole('listitem', { name: `Товар ${n}` });
const price = (n: number) => within(line(n)).getByLabelText(/^Ціна за одиницю/) as HTMLInputElement;
const section = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
const PREFILL = '?default-link=https%3A%2F%2Fwww.amazon.com%2Fdp%2FB0C1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('errors follow the typing: SPEC §5 buy-out "Price: required, 1-2 decimals, min 0.01"', () => {
  it('after a blur, "at least 0,01" under the price goes at the first key of a valid price', async () => {
    stubApi();
    renderCheckout(data(), PREFILL);
    await waitFor(() => price(1));
    await typeInto(price(1), '0');
    await leaveField();
    await waitFor(() => expect(price(1).getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(price(1).getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe(msg('number.tooSmall', { min: '0,01' }));
    await click(price(1));
    await typeKeys('8', { replace: true });
    expect(within(line(1)).queryByText(msg('number.tooSmall', { min: '0,01' }))).toBeNull();
    await typeKeys('9,50');
    expect(price(1).value).toBe('89,50');
    expect(price(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('after "Next", a price never blurred clears its error as it is typed', async () => {
    stubApi((url) => (url.pathname === '/api/buyout/draft' ? json(order(), 201) : undefined));
    renderCheckout(data(), PREFILL);
    await typeInto(await waitFor(() => within(line(1)).getByLabelText(/Назва товару/)), 'Kindle');
    await click(within(section('Товари')).getByRole('button', { name: 'Далі' }));
    await waitFor(() => expect(price(1).getAttribute('aria-invalid')).toBe('true'));
    await click(price(1));
    await typeKeys('89,50');
    await waitFor(() => expect(price(1).getAttribute('aria-invalid')).toBeNull());
    expect(price(1).value).toBe('89,50');
    expect(document.activeElement).toBe(price(1));
  });

  it('"The step is valid only if at least one product has price above zero": goes with the first price', async () => {
    stubApi();
    renderCheckout(data());
    await click(await screen.findByRole('button', { name: 'Далі' }));
    expect(await screen.findByText(msg('buyout.noPricedProduct'))).toBeTruthy();
    await click(price(1));
    await typeKeys('20');
    await waitFor(() => expect(screen.queryByText(msg('buyout.noPricedProduct'))).toBeNull());
    expect(price(1).value).toBe('20');
  });
});

describe('a disabled pay button says why: SPEC §5 "The pay button is disabled while invalid or pending"', () => {
  const draft = (overrides: Parameters<typeof order>[0] = {}) =>
    order({
      userAddress: { id: DEPARTMENT.id, fullAddress: DEPARTMENT.fullAddress, warehouseType: 'department' },
      ...overrides,
    });
  const payButton = () => screen.getByRole('button', { name: /^Оплатити/ }) as HTMLButtonElement;
  const reasonOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

  it('while the promo code is being checked', async () => {
    stubApi((url) =>
      url.pathname === '/api/validate-promo-code'
        ? (new Promise<Response>(() => {}) as unknown as Response)
        : undefined,
    );
    renderCheckout(data({ order: draft(), addresses: [DEPARTMENT] }), '?orderId=x');
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(payButton().getAttribute('aria-describedby')).toBeNull();
    await typeInto(screen.getByLabelText('Маєте промокод?'), 'SPRING');
    await click(screen.getByRole('button', { name: 'Застосувати' }));
    await waitFor(() => expect(payButton().disabled).toBe(true));
    expect(reasonOf(payButton())).toBe('Перевіряємо промокод…');
  });

  it('with errors in a step: it names the step, and goes once the step is fixed and saved', async () => {
    stubApi((url) => (url.pathname === '/api/buyout/draft' ? json(draft()) : undefined));
    const cyrillic = draft({ products: [{ ...order().products[0]!, name: 'Кіндл' }] });
    renderCheckout(data({ order: cyrillic, addresses: [DEPARTMENT] }), '?orderId=x');
    await click(await screen.findByRole('button', { name: /^Оплатити/ }));
    // Pay checks the whole order: the products open on the error.
    const name = await waitFor(() => within(line(1)).getByLabelText(/Назва товару/) as HTMLInputElement);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await click(within(section('Оплата')).getByRole('button', { name: 'Змінити' }));
    expect(payButton().disabled).toBe(true);
    expect(reasonOf(payButton())).toBe('Виправте помилки в кроці «Товари».');

    await click(within(section('Товари')).getByRole('button', { name: 'Змінити' }));
    await typeInto(name, 'Kindle');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    await click(within(section('Товари')).getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(payButton().disabled).toBe(false));
    expect(payButton().getAttribute('aria-describedby')).toBeNull();
  });
});
