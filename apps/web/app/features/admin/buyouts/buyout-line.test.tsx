import type { AdminBuyoutLine } from '@posylka/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../test-harness.js';
import { BuyoutLine } from './buyout-line.js';

const ORDER = '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d';
const line = (overrides: Partial<AdminBuyoutLine> = {}): AdminBuyoutLine => ({
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  link: 'https://www.amazon.com/dp/B0TEST',
  shop: 'amazon.com',
  name: 'Running shoes',
  size: '42',
  color: 'Black',
  comment: '',
  quantity: 2,
  price: { amount: '50.00', currency: 'USD' },
  allowOverpricing: true,
  allowLowerQuantity: false,
  shopOrderNumber: null,
  actualPrice: null,
  actualQuantity: null,
  trackNo: null,
  decision: null,
  surchargeAmount: null,
  surchargePaidAt: null,
  state: 'awaiting',
  purchasedAt: null,
  ...overrides,
});

describe('recording a purchase (issue 6: "record the shop order and tracking per item, price rises")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the shop order, price, quantity and track, and says what the rules decided', async () => {
    const path = `POST /api/admin/buyouts/${ORDER}/items/${line().id}/purchase`;
    const calls = stubApi({
      [path]: () => ({
        status: 200,
        body: { order: {}, priceDecision: 'ask_customer', quantityDecision: 'full', refund: null },
      }),
    });
    const onChanged = vi.fn();
    renderAdmin(
      <ul>
        <BuyoutLine orderId={ORDER} line={line()} onChanged={onChanged} />
      </ul>,
    );
    fireEvent.change(screen.getByLabelText('Номер замовлення в магазині'), {
      target: { value: '112-7654321' },
    });
    fireEvent.change(screen.getByLabelText('Фактична ціна за одиницю, USD'), { target: { value: '65,00' } });
    fireEvent.change(screen.getByLabelText(/Трек-номер магазину/), { target: { value: '1Z999' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Записати викуп' }));
    });
    expect(calls[0]!.body).toEqual({
      shopOrderNumber: '112-7654321',
      actualPrice: '65.00',
      actualQuantity: 2,
      trackNo: '1Z999',
    });
    expect(onChanged).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain(
      'Подорожчання понад дозволене — питаємо клієнта.',
    );
  });

  it("a 422 lands on the form's fields", async () => {
    stubApi({
      [`POST /api/admin/buyouts/${ORDER}/items/${line().id}/purchase`]: () => ({
        status: 422,
        body: {
          errorDescription: 'Перевірте поля',
          violations: [{ property: 'shopOrderNumber', message: "Обов'язкове поле" }],
        },
      }),
    });
    renderAdmin(
      <ul>
        <BuyoutLine orderId={ORDER} line={line()} onChanged={() => {}} />
      </ul>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Записати викуп' }));
    });
    expect(screen.getByLabelText('Номер замовлення в магазині').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Обов'язкове поле")).toBeTruthy();
  });

  it('a bought line shows what was recorded, without the form', () => {
    renderAdmin(
      <ul>
        <BuyoutLine
          orderId={ORDER}
          line={line({
            state: 'purchased',
            shopOrderNumber: '112-1',
            actualPrice: { amount: '52.00', currency: 'USD' },
            actualQuantity: 2,
          })}
          onChanged={() => {}}
        />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Записати викуп' })).toBeNull();
    expect(screen.getByText(/Викуплено: 2 × 52,00/)).toBeTruthy();
    expect(screen.getByText(/Замовлення в магазині: 112-1/)).toBeTruthy();
  });
});
