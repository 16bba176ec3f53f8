// The promo block both order flows use (SPEC §4 "Promo", §5; issue 13: a code is used once per
// customer). The flows' own wiring (their words, the check's service and country, their form) is
// tested beside each: buyout-checkout/promo-block.test.tsx, forwarding-wizard/results-panel/promo-block.test.tsx.
import type { ChurnOffer, PromoCheck } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { PromoCodeBlock, usePromoCheckPending, type ChurnChange, type PromoCodeBlockProps } from './index.js';

const answer = (over: Partial<PromoCheck>): PromoCheck => ({
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

const OFFER: ChurnOffer = {
  discountAmount: { amount: '150.00', currency: 'UAH' },
  restrictedValue: null,
  expiredAt: '2099-01-01T00:00:00.000Z',
};

type Options = Partial<Pick<PromoCodeBlockProps, 'serverRefusal' | 'maskPlaceholder'>> & {
  /** What the flow sees of the check (`usePromoCheckPending`), each time it changes. */
  onPending?: (pending: boolean) => void;
  check?: (code: string) => Promise<PromoCheck>;
  offer?: ChurnOffer | null;
  churnEnabled?: boolean;
  locale?: Locale;
};

/** The block on a page, with a plain state standing in for the flow's form. */
function renderBlock(options: Options = {}) {
  const check = vi.fn(options.check ?? (async () => answer({})));
  const loadChurn = vi.fn(async () => ({ offer: options.offer ?? null }));
  const churnChanges: [boolean, ChurnChange][] = [];
  const removed = vi.fn();
  function Page() {
    const [applied, setApplied] = useState('');
    const [churnAccepted, setChurnAccepted] = useState(false);
    const pending = usePromoCheckPending('forwarding');
    useEffect(() => {
      options.onPending?.(pending);
    }, [pending]);
    return (
      <PromoCodeBlock
        ns="forwarding"
        block="test-promo"
        title={{ level: 4, className: 'test-promo__title' }}
        check={check}
        churn={{ queryKey: ['test', 'churn'], load: loadChurn, enabled: options.churnEnabled }}
        serverRefusal={options.serverRefusal}
        maskPlaceholder={options.maskPlaceholder}
        applied={applied}
        churnAccepted={churnAccepted}
        onApplied={(code) => setApplied(code)}
        onRemove={() => {
          removed();
          setApplied('');
        }}
        onChurnChange={(accepted, why) => {
          churnChanges.push([accepted, why]);
          setChurnAccepted(accepted);
        }}
      />
    );
  }
  const locale = options.locale ?? 'uk';
  renderPage(Page, { path: locale === 'uk' ? '/order' : `/${locale}/order`, locale });
  return { check, loadChurn, churnChanges, removed };
}

/** 150 UAH in Ukrainian (the space before the sign is a no-break one). */
const CHURN = /^Ваша знижка 150,00\s₴$/;
const input = () => screen.findByLabelText<HTMLInputElement>('Код');
const apply = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Застосувати' });

async function typeAndApply(code: string) {
  fireEvent.change(await input(), { target: { value: code } });
  fireEvent.click(apply());
  return screen.findByRole('alert');
}

describe('the order promo block: refused codes', () => {
  it.each([
    {
      state: 'used' as const,
      code: 'welcome100',
      text: 'Ви вже використали промокод WELCOME100 в іншому замовленні: він діє один раз',
    },
    {
      state: 'usedUp' as const,
      code: 'twice50',
      text: 'Промокод TWICE50 вичерпано: його вже використали максимальну кількість разів',
    },
  ])(
    'a code I already used shows "used", one over its total "used up": $state',
    async ({ state, code, text }) => {
      renderBlock({ check: async () => answer({ [state]: true }) });
      const alert = await typeAndApply(code);
      expect([alert.dataset.state, alert.textContent]).toEqual([state, text]);
    },
  );

  it('another refusal: the flow words, or the server’s words when the flow shows them; a failed check the flow words', async () => {
    renderBlock();
    const own = await typeAndApply('NOPE');
    expect([own.dataset.state, own.textContent]).toEqual(['invalid', 'Промокод недійсний']);
    cleanup();

    renderBlock({ serverRefusal: true });
    expect((await typeAndApply('NOPE')).textContent).toBe('server words');
    cleanup();

    renderBlock({ serverRefusal: true, check: async () => Promise.reject(new Error('offline')) });
    expect((await typeAndApply('NOPE')).textContent).toBe('Промокод недійсний');
  });

  it('typing again clears the refusal', async () => {
    renderBlock({ check: async () => answer({ used: true }) });
    await typeAndApply('welcome100');
    fireEvent.change(await input(), { target: { value: 'welcome10' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the order promo block: checking and applying (SPEC §5)', () => {
  it('sending is disabled while empty or holding the mask; the code goes trimmed, Enter sends too', async () => {
    const { check } = renderBlock({ check: async () => answer({ status: true, message: null }) });
    await input();
    expect(apply().disabled).toBe(true);
    fireEvent.change(await input(), { target: { value: '   ' } });
    expect(apply().disabled).toBe(true);
    fireEvent.change(await input(), { target: { value: '________' } });
    expect(apply().disabled).toBe(true);
    fireEvent.keyDown(await input(), { key: 'Enter' });
    expect(check).not.toHaveBeenCalled();
    fireEvent.change(await input(), { target: { value: '  SPRING ' } });
    fireEvent.keyDown(await input(), { key: 'Enter' });
    expect(await screen.findByText('Промокод SPRING застосовано')).toBeTruthy();
    expect(check).toHaveBeenCalledExactlyOnceWith('SPRING');
  });

  it('the check is pending while running (the flow is told), then the applied code can be removed', async () => {
    let answerNow: (value: PromoCheck) => void = () => {};
    const pendingChanges: boolean[] = [];
    const { removed } = renderBlock({
      check: () => new Promise<PromoCheck>((resolve) => (answerNow = resolve)),
      onPending: (pending) => pendingChanges.push(pending),
    });
    fireEvent.change(await input(), { target: { value: 'SPRING' } });
    fireEvent.click(apply());
    await waitFor(() => expect(apply().getAttribute('aria-busy')).toBe('true'));
    expect(apply().disabled).toBe(true);
    answerNow(answer({ status: true, message: null }));
    const applied = await screen.findByText('Промокод SPRING застосовано');
    expect(applied.parentElement!.dataset.state).toBe('applied');
    expect(pendingChanges).toEqual([false, true, false]);
    expect(screen.queryByLabelText('Код')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    expect(removed).toHaveBeenCalledOnce();
    expect(await input()).toBeTruthy();
  });
});

describe('the order promo block: the churn discount (SPEC §4)', () => {
  it('an offer is accepted by default and shown masked; removing it keeps it off', async () => {
    const { churnChanges } = renderBlock({ offer: OFFER });
    const churn = await screen.findByText(CHURN);
    expect(churn.parentElement!.dataset.state).toBe('churn');
    expect(churn.parentElement!.querySelector('.test-promo__mask')!.textContent).toBe('________');
    expect((await input()).placeholder).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByText(CHURN)).toBeNull());
    expect(churnChanges).toEqual([
      [true, 'offer'],
      [false, 'removed'],
    ]);
  });

  it('typing a code drops it; the mask can stand as the input’s placeholder', async () => {
    const { churnChanges } = renderBlock({ offer: OFFER, maskPlaceholder: true });
    await screen.findByText(CHURN);
    expect((await input()).placeholder).toBe('________');
    fireEvent.change(await input(), { target: { value: 'S' } });
    fireEvent.change(await input(), { target: { value: 'SP' } });
    // "Typing a code clears churn acceptance": it stays off while a code is typed (both flows' old
    // blocks took the offer back at once, so it never turned off).
    await waitFor(() =>
      expect(churnChanges).toEqual([
        [true, 'offer'],
        [false, 'typed'],
      ]),
    );
    expect(screen.queryByText(CHURN)).toBeNull();
    // An emptied input takes the offer again (SPEC §4 "accepted by default").
    fireEvent.change(await input(), { target: { value: '' } });
    await waitFor(() => expect(churnChanges.at(-1)).toEqual([true, 'offer']));
  });

  it('not loaded when the flow says the order already has a promo', async () => {
    const { loadChurn } = renderBlock({ offer: OFFER, churnEnabled: false });
    await input();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadChurn).not.toHaveBeenCalled();
    expect(screen.queryByText('________')).toBeNull();
  });
});
