import { describe, expect, it } from 'vitest';
import {
  checkoutWizardReducer as reduce,
  firstStepMarked,
  initialWizardState,
  type CheckoutWizardState,
} from './checkout-steps-reducer.js';

const at = (current: 'products' | 'delivery' | 'payment', lastRevealed = current): CheckoutWizardState => ({
  steps: { current, lastRevealed },
  stepErrors: {},
  modal: null,
});

describe('the checkout steps reducer (SPEC §2/§4 buy-out wizard)', () => {
  it('starts from the loaded order by the step rules', () => {
    expect(initialWizardState(null, true)).toEqual(at('products'));
  });

  it('leaving the last revealed step reveals and opens the next', () => {
    expect(reduce(at('products'), { type: 'left', step: 'products' }).steps).toEqual({
      current: 'delivery',
      lastRevealed: 'delivery',
    });
    expect(reduce(at('delivery'), { type: 'left', step: 'delivery' }).steps).toEqual({
      current: 'payment',
      lastRevealed: 'payment',
    });
  });

  it('saving an earlier step returns to the last revealed one', () => {
    expect(reduce(at('products', 'payment'), { type: 'left', step: 'products' }).steps).toEqual({
      current: 'payment',
      lastRevealed: 'payment',
    });
  });

  it('opening a step keeps what is revealed', () => {
    expect(reduce(at('payment'), { type: 'opened', step: 'products' }).steps).toEqual({
      current: 'products',
      lastRevealed: 'payment',
    });
  });

  it("marks and clears a step's errors", () => {
    const marked = reduce(at('delivery'), { type: 'checked', step: 'delivery', hasError: true });
    expect(marked.stepErrors).toEqual({ delivery: true });
    expect(firstStepMarked(marked)).toBe('delivery');
    const cleared = reduce(marked, { type: 'checked', step: 'delivery', hasError: false });
    expect(firstStepMarked(cleared)).toBeUndefined();
  });

  it('server violations mark their steps and open the earliest', () => {
    const state = reduce(at('payment'), { type: 'rejected', steps: ['payment', 'delivery'] });
    expect(state.stepErrors).toEqual({ payment: true, delivery: true });
    expect(state.steps).toEqual({ current: 'delivery', lastRevealed: 'payment' });
    expect(reduce(state, { type: 'rejected', steps: [] })).toBe(state);
  });

  it('opens and closes the modal', () => {
    const open = reduce(at('products'), { type: 'modal', modal: 'locker' });
    expect(open.modal).toBe('locker');
    expect(reduce(open, { type: 'modal', modal: null }).modal).toBeNull();
  });
});
