// The results panel's promo block: how the wizard wires the order promo block (tested on its own in
// order-core/promo-code-block.test.tsx): its words, the check for service forwarding in the order's
// country with the server's words kept, and the saved order's code cleared on the server when removed.
import type { PromoCheck } from '@posylka/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/app-harness.js';
import type { ProductsFormValues } from '../step-products/products-form-values.js';
import { PromoBlock } from './promo-block.js';

/** The promo check answers `answer`; the churn route has no offer. Returns the check bodies sent. */
function answerCheck(answer: Partial<PromoCheck>) {
  const checks: unknown[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    if (!input.endsWith('/validate-promo-code')) return Response.json({ offer: null });
    checks.push(JSON.parse(String(init?.body)));
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return checks;
}

const wizard = (saved = '', onClearSaved = async () => {}) =>
  function Forwarding() {
    const form = useForm<ProductsFormValues>({
      defaultValues: { promoCode: saved, churnAccepted: false } as ProductsFormValues,
    });
    return <PromoBlock form={form} country="PL" savedPromo={saved !== ''} onClearSaved={onClearSaved} />;
  };

async function typeAndApply(label: string, code: string, apply: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: apply }));
  return screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

describe('forwarding results panel: the promo block', () => {
  it("checks for service forwarding in the order's country; a refused code keeps the server's words", async () => {
    const checks = answerCheck({ status: false, message: 'The promo code is invalid or has expired' });
    renderPage(wizard(), { path: '/en/forwarding/create', locale: 'en' });
    const invalid = await typeAndApply('Code', 'NOPE', 'Apply');
    expect(invalid.textContent).toBe('The promo code is invalid or has expired');
    expect(checks).toEqual([{ code: 'NOPE', country: 'PL', service: 'forwarding' }]);
  });

  it('its own words: a code I already used (Ukrainian, English), one used up (Romanian)', async () => {
    answerCheck({ status: false, used: true, message: null });
    const uk = renderPage(wizard(), { path: '/forwarding/create' });
    expect((await typeAndApply('Код', 'welcome100', 'Застосувати')).textContent).toBe(
      'Ви вже використали промокод WELCOME100 в іншому замовленні: він діє один раз',
    );
    uk.unmount();
    const en = renderPage(wizard(), { path: '/en/forwarding/create', locale: 'en' });
    expect((await typeAndApply('Code', 'WELCOME100', 'Apply')).textContent).toBe(
      'You have already used promo code WELCOME100 on another order: it works once',
    );
    en.unmount();
    answerCheck({ status: false, usedUp: true, message: null });
    renderPage(wizard(), { path: '/ro/forwarding/create', locale: 'ro' });
    expect((await typeAndApply('Cod', 'TWICE50', 'Aplicați')).textContent).toBe(
      'Codul TWICE50 s-a epuizat: a fost folosit de numărul maxim de ori',
    );
  });

  it("removing the saved order's code clears it on the server too", async () => {
    answerCheck({});
    const onClearSaved = vi.fn(async () => {});
    renderPage(wizard('SAVED10', onClearSaved), { path: '/forwarding/create' });
    await screen.findByText('Промокод SAVED10 застосовано');
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    await screen.findByLabelText('Код');
    await waitFor(() => expect(onClearSaved).toHaveBeenCalledOnce());
  });
});
