// SPEC §4 "A used code shows a 'used' state" (issue 13: a code is used once per customer): the
// buy-out payment step's promo block against the check's answer (the forwarding results panel's:
// forwarding-wizard/results-panel/promo-block.test.tsx).
import type { PromoCheck } from '@posylka/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import type { CheckoutValues } from './form-values.js';
import { PromoBlock } from './promo-block.js';

const refused = (over: Partial<PromoCheck>): PromoCheck => ({
  status: false,
  value: null,
  restrictedValue: null,
  restrictedByHsCodes: null,
  expired: false,
  used: false,
  usedUp: false,
  format: 'amount',
  message: 'server words',
  ...over,
});

function stubCheck(answer: PromoCheck) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, 'http://localhost');
      const body = pathname === '/api/validate-promo-code' ? answer : { offer: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function Buyout() {
  const form = useForm<CheckoutValues>({
    defaultValues: {
      payment: { promoCode: '', promoCodeValue: null, promoRestrictedValue: null, churnAccepted: false },
    } as unknown as CheckoutValues,
  });
  return <PromoBlock form={form} orderHasPromo={false} onPendingChange={() => {}} />;
}

async function typeAndApply(label: string, code: string, apply: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: apply }));
  return screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

describe('buy-out payment step: the "used" state', () => {
  it('a code I already used shows the used state (Russian), a wrong code the SPEC key', async () => {
    stubCheck(refused({ used: true }));
    const ru = renderPage(Buyout, { path: '/ru/buyout/checkout', locale: 'ru' });
    const used = await typeAndApply('Есть промокод?', 'shopusa50', 'Применить');
    expect(used.dataset.state).toBe('used');
    expect(used.textContent).toBe(
      'Вы уже использовали промокод SHOPUSA50 в другом заказе: он действует один раз',
    );
    ru.unmount();
    stubCheck(refused({}));
    renderPage(Buyout, { path: '/buyout/checkout' });
    const wrong = await typeAndApply('Маєте промокод?', 'NOPE', 'Застосувати');
    expect(wrong.dataset.state).toBe('invalid');
    expect(wrong.textContent).toBe('Промокод недійсний для цього замовлення');
  });
});
