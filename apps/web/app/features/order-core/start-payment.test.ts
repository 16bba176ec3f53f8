import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPayment } from './start-payment.js';

afterEach(() => vi.restoreAllMocks());

/** The hryvnia charge the server answers with (issue 14): 100.80 USD at 41.2526. */
const CHARGE = {
  amount: { amount: '4158.26', currency: 'UAH' as const },
  baseAmount: { amount: '100.80', currency: 'USD' as const },
  rate: '41.2526',
};

describe('SPEC §4 "payment (redirect to a provider, or a hidden form post of card data to the payment url)"', () => {
  it('posts LiqPay data and signature with a hidden form', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    startPayment({
      paymentSystem: 'liqpay',
      url: 'https://www.liqpay.ua/api/3/checkout',
      form: { data: 'eyJhIjoxfQ==', signature: 'c2ln' },
      ...CHARGE,
    });
    const form = document.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ data: 'eyJhIjoxfQ==', signature: 'c2ln' });
    expect(submit).toHaveBeenCalledOnce();
  });

  it('goes to the sandbox page by its url', () => {
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    startPayment({ paymentSystem: 'sandbox', url: '/api/payments/sandbox/p1', ...CHARGE }, doc);
    expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/p1');
  });
});
