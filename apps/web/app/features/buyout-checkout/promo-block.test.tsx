// The buy-out payment step's promo block: how the checkout wires the order promo block (tested on its
// own in order-core/promo-code-block.test.tsx): its words, the check for service buyout in the US, and
// what an applied code writes to the checkout form (issue 13: a code is used once per customer).
import type { PromoCheck } from '@posylka/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import type { CheckoutValues } from './form-values.js';
import { PromoBlock } from './promo-block.js';

/** Answers every promo check with `answer`, and no churn offer; returns the requests made. */
function serve(answer: Partial<PromoCheck>) {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json(path === '/api/validate-promo-code' ? answer : { offer: null });
    }),
  );
  return requests;
}

let form: UseFormReturn<CheckoutValues>;
const checkout = (orderHasPromo: boolean) =>
  function Checkout() {
    form = useForm<CheckoutValues>({
      defaultValues: {
        payment: { promoCode: '', promoCodeValue: null, promoRestrictedValue: null, churnAccepted: false },
      } as unknown as CheckoutValues,
    });
    return <PromoBlock form={form} orderHasPromo={orderHasPromo} />;
  };

async function typeAndApply(label: string, code: string, apply: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: apply }));
}

afterEach(() => vi.unstubAllGlobals());

describe('buy-out payment step: the promo block', () => {
  it('checks for service buyout in the US; an applied code fills the payment with its value and cap', async () => {
    const value = { amount: '50.00', currency: 'UAH' as const };
    const cap = { amount: '200.00', currency: 'UAH' as const };
    const requests = serve({ status: true, value, restrictedValue: cap, message: null });
    renderPage(checkout(false), { path: '/buyout/checkout' });
    await typeAndApply('Маєте промокод?', ' spring ', 'Застосувати');
    const applied = await screen.findByText('Промокод spring застосовано');
    expect(applied.parentElement!.textContent).toMatch(/^Промокод spring застосовано \(50,00\s₴\) Прибрати$/);
    expect(requests.map((r) => r.path)).toContain('/api/churn/active');
    expect(requests.find((r) => r.path === '/api/validate-promo-code')!.body).toEqual({
      code: 'spring',
      country: 'US',
      service: 'buyout',
    });
    expect(form.getValues('payment')).toEqual({
      promoCode: 'spring',
      promoCodeValue: value,
      promoRestrictedValue: cap,
      churnAccepted: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Прибрати' }));
    await screen.findByLabelText('Маєте промокод?');
    expect(form.getValues('payment')).toMatchObject({
      promoCode: '',
      promoCodeValue: null,
      promoRestrictedValue: null,
    });
  });

  it('its own words: a code I already used (Russian); a wrong code the SPEC key, whatever the server says', async () => {
    serve({ status: false, used: true, message: 'server words' });
    const ru = renderPage(checkout(false), { path: '/ru/buyout/checkout', locale: 'ru' });
    await typeAndApply('Есть промокод?', 'shopusa50', 'Применить');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Вы уже использовали промокод SHOPUSA50 в другом заказе: он действует один раз',
    );
    ru.unmount();
    serve({ status: false, message: 'server words' });
    renderPage(checkout(false), { path: '/buyout/checkout' });
    await typeAndApply('Маєте промокод?', 'NOPE', 'Застосувати');
    // SPEC §5 "Wrong code shows key buyout-create-form-payment-promo-code.error".
    expect((await screen.findByRole('alert')).textContent).toBe('Промокод недійсний для цього замовлення');
  });

  it('asks for no churn offer when the saved order already has a promo', async () => {
    const requests = serve({});
    renderPage(checkout(true), { path: '/buyout/checkout' });
    await screen.findByLabelText('Маєте промокод?');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
