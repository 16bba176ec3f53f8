import type { AdminBuyoutDetail } from '@posylka/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../test-harness.js';
import { RefundForm } from './buyout-forms.js';

const ORDER = '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d';
const usd = (amount: string) => ({ amount, currency: 'USD' as const });

/** The fields the refund form reads; the rest of the detail does not matter here. */
const order = (from: AdminBuyoutDetail['refundableFrom'], refundable: string) =>
  ({
    id: ORDER,
    canRefund: true,
    refundable: usd(refundable),
    refundableFrom: from,
  }) as AdminBuyoutDetail;

describe('the console refund form (issue 6 follow-up: what is left = paid + surcharges - refunds)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is left with the paid surcharge in it and starts the amount there', async () => {
    const calls = stubApi({ [`POST /api/admin/buyouts/${ORDER}/refund`]: () => ({ status: 200, body: {} }) });
    const onDone = vi.fn();
    renderAdmin(
      <RefundForm
        order={order({ paid: usd('121.00'), surcharges: usd('6.60'), refunded: usd('0.00') }, '127.60')}
        onDone={onDone}
      />,
      { locale: 'en' },
    );
    expect(
      screen.getByText(
        /Refundable: \$127\.60 \(paid \$121\.00 \+ surcharges paid \$6\.60 − refunded \$0\.00\)/,
      ),
    ).toBeTruthy();
    const amount = screen.getByLabelText('Amount, USD') as HTMLInputElement;
    expect(amount.value).toBe('127.60');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Shop canceled the line' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    });
    expect(calls[0]!.body).toEqual({ amount: '127.60', reason: 'Shop canceled the line' });
    // Issue 14: one idempotency key per refund, so a double click or a retry gives back once.
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(onDone).toHaveBeenCalled();
  });

  it('without surcharges or refunds it shows the plain amount', () => {
    renderAdmin(
      <RefundForm
        order={order({ paid: usd('121.00'), surcharges: usd('0.00'), refunded: usd('0.00') }, '121.00')}
        onDone={() => {}}
      />,
    );
    expect(screen.getByText(/Можна повернути: 121,00/).textContent).not.toMatch(/доплати/);
  });
});
