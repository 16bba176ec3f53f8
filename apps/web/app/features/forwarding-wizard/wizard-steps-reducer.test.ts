import type { WizardProgress, WizardStep } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { initialWizardSteps, shownSteps, wizardStepsReducer } from './wizard-steps-reducer.js';

const at = (current: WizardStep, lastShown: WizardStep = current) =>
  initialWizardSteps({ current, lastShown });
const progress = (overrides: Partial<WizardProgress> = {}): WizardProgress => ({
  isOverCustomsLimit: false,
  countryChosen: true,
  productsFilled: true,
  documentsFilled: false,
  ...overrides,
});

describe('opening a step (SPEC §4 opening rules)', () => {
  it('"Products opens only with a country chosen"', () => {
    const state = at('ORDER', 'PRODUCTS');
    expect(
      wizardStepsReducer(state, {
        type: 'open',
        step: 'PRODUCTS',
        progress: progress({ countryChosen: false }),
      }),
    ).toBe(state);
    expect(wizardStepsReducer(state, { type: 'open', step: 'PRODUCTS', progress: progress() }).current).toBe(
      'PRODUCTS',
    );
  });

  it('over the limit, delivery opens only after the documents are filled', () => {
    const state = at('PRODUCTS', 'DELIVERY');
    const over = progress({ isOverCustomsLimit: true });
    expect(wizardStepsReducer(state, { type: 'open', step: 'DELIVERY', progress: over }).current).toBe(
      'PRODUCTS',
    );
    expect(
      wizardStepsReducer(state, {
        type: 'open',
        step: 'DELIVERY',
        progress: { ...over, documentsFilled: true },
      }).current,
    ).toBe('DELIVERY');
  });
});

describe('leaving a saved step (SPEC §4 "Next" and "Save")', () => {
  it('"Next" opens the next visible step and shows it', () => {
    const left = wizardStepsReducer(at('ORDER'), {
      type: 'left',
      step: 'ORDER',
      isOver: false,
      savedOver: false,
    });
    expect(left).toMatchObject({ current: 'PRODUCTS', lastShown: 'PRODUCTS' });
    const under = wizardStepsReducer(at('PRODUCTS'), {
      type: 'left',
      step: 'PRODUCTS',
      isOver: false,
      savedOver: false,
    });
    expect(under).toMatchObject({ current: 'DELIVERY', lastShown: 'DELIVERY' });
  });

  it('over the limit, the products lead to documents, also when only the server says so', () => {
    for (const [isOver, savedOver] of [
      [true, false],
      [false, true],
    ] as const)
      expect(
        wizardStepsReducer(at('PRODUCTS'), { type: 'left', step: 'PRODUCTS', isOver, savedOver }),
      ).toMatchObject({ current: 'DOCUMENTS', lastShown: 'DOCUMENTS' });
  });

  it('the last step stays where it is', () => {
    expect(
      wizardStepsReducer(at('DELIVERY'), { type: 'left', step: 'DELIVERY', isOver: false, savedOver: false }),
    ).toMatchObject({ current: 'DELIVERY', lastShown: 'DELIVERY' });
  });

  it('"Save" of an earlier step returns to the last shown step', () => {
    expect(
      wizardStepsReducer(at('ORDER', 'DELIVERY'), {
        type: 'left',
        step: 'ORDER',
        isOver: false,
        savedOver: false,
      }),
    ).toMatchObject({ current: 'DELIVERY', lastShown: 'DELIVERY' });
  });

  it('"If the order passed the customs threshold while editing, the last shown step is set back to documents"', () => {
    expect(
      wizardStepsReducer(at('PRODUCTS', 'DELIVERY'), {
        type: 'left',
        step: 'PRODUCTS',
        isOver: false,
        savedOver: true,
      }),
    ).toMatchObject({ current: 'DOCUMENTS', lastShown: 'DOCUMENTS' });
    // Editing the order step does not send the customer back to documents.
    expect(
      wizardStepsReducer(at('ORDER', 'DELIVERY'), {
        type: 'left',
        step: 'ORDER',
        isOver: true,
        savedOver: true,
      }),
    ).toMatchObject({ current: 'DELIVERY', lastShown: 'DELIVERY' });
  });
});

describe('error marks', () => {
  it("a step's own check sets and clears its mark", () => {
    const failed = wizardStepsReducer(at('ORDER'), { type: 'checked', step: 'ORDER', ok: false });
    expect(failed.errors).toEqual({ ORDER: true });
    expect(wizardStepsReducer(failed, { type: 'checked', step: 'ORDER', ok: true }).errors).toEqual({
      ORDER: false,
    });
  });

  it('a 422 marks every step it names and opens the first one already shown', () => {
    const state = wizardStepsReducer(at('DELIVERY'), { type: 'checked', step: 'DELIVERY', ok: true });
    const failed = wizardStepsReducer(state, {
      type: 'failed',
      steps: ['DELIVERY', 'PRODUCTS'],
      isOver: false,
    });
    expect(failed.errors).toEqual({ DELIVERY: true, PRODUCTS: true });
    expect(failed.current).toBe('PRODUCTS');
  });

  it('a step not shown yet gets its mark but does not open', () => {
    const failed = wizardStepsReducer(at('ORDER'), { type: 'failed', steps: ['DELIVERY'], isOver: false });
    expect(failed).toMatchObject({ current: 'ORDER', lastShown: 'ORDER', errors: { DELIVERY: true } });
  });

  it('documents under the limit is not a step: its errors open nothing', () => {
    const failed = wizardStepsReducer(at('DELIVERY'), {
      type: 'failed',
      steps: ['DOCUMENTS'],
      isOver: false,
    });
    expect(failed.current).toBe('DELIVERY');
  });
});

describe('shown steps', () => {
  it('a stored documents step falls to delivery once the order is under the limit again', () => {
    expect(shownSteps({ current: 'DOCUMENTS', lastShown: 'DOCUMENTS' }, false)).toEqual({
      current: 'DELIVERY',
      lastShown: 'DELIVERY',
    });
    expect(shownSteps({ current: 'DOCUMENTS', lastShown: 'DOCUMENTS' }, true)).toEqual({
      current: 'DOCUMENTS',
      lastShown: 'DOCUMENTS',
    });
  });
});
