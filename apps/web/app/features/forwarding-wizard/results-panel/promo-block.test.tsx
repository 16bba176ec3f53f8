// SPEC §4 "A used code shows a 'used' state" (issue 13: a code is used once per customer): the
// results panel's promo block against the check's answer (buy-out: buyout-checkout/promo-block.test.tsx).
import type { PromoCheck } from '@posylka/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/app-harness.js';
import type { ProductsFormValues } from '../step-products/index.js';
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

function Forwarding() {
  const form = useForm<ProductsFormValues>({
    defaultValues: { promoCode: '', churnAccepted: false } as ProductsFormValues,
  });
  return <PromoBlock form={form} country="US" savedPromo={false} onClearSaved={async () => {}} />;
}

async function typeAndApply(label: string, code: string, apply: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: apply }));
  return screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

describe('forwarding results panel: the "used" state', () => {
  it('a code I already used shows the used state, in my language', async () => {
    stubCheck(refused({ used: true }));
    renderPage(Forwarding, { path: '/forwarding/create' });
    const alert = await typeAndApply('Код', 'welcome100', 'Застосувати');
    expect(alert.dataset.state).toBe('used');
    expect(alert.textContent).toBe(
      'Ви вже використали промокод WELCOME100 в іншому замовленні: він діє один раз',
    );
  });

  it('English and Romanian; a code over its total shows "used up"; others keep the server\'s words', async () => {
    stubCheck(refused({ used: true }));
    const en = renderPage(Forwarding, { path: '/en/forwarding/create', locale: 'en' });
    expect((await typeAndApply('Code', 'WELCOME100', 'Apply')).textContent).toBe(
      'You have already used promo code WELCOME100 on another order: it works once',
    );
    en.unmount();
    stubCheck(refused({ usedUp: true }));
    const ro = renderPage(Forwarding, { path: '/ro/forwarding/create', locale: 'ro' });
    const usedUp = await typeAndApply('Cod', 'TWICE50', 'Aplicați');
    expect(usedUp.dataset.state).toBe('usedUp');
    expect(usedUp.textContent).toBe('Codul TWICE50 s-a epuizat: a fost folosit de numărul maxim de ori');
    ro.unmount();
    stubCheck(refused({ message: 'The promo code is invalid or has expired' }));
    renderPage(Forwarding, { path: '/en/forwarding/create', locale: 'en' });
    const invalid = await typeAndApply('Code', 'NOPE', 'Apply');
    expect(invalid.dataset.state).toBe('invalid');
    expect(invalid.textContent).toBe('The promo code is invalid or has expired');
  });
});
