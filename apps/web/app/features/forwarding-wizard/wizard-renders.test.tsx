// Issue 17 item 5: "a keystroke in the products step stays within one frame". What that takes, and what
// a change can break without any test of behaviour failing: typing a price re-renders the results
// panel only, not the wizard (its head, its steps) nor the other product rows. The bench
// (bench/wizard-keystroke.ts) measures the time; this test holds the structure that keeps it short.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { item, order, stubApi } from './test/fixtures.js';
import { renderWizard, stepSection } from './test/render-wizard.js';
import type * as ProductRowModule from './step-products/product-row.js';
import type * as WizardHeadModule from './wizard-head.js';

const renders = vi.hoisted(() => ({ head: 0, rows: 0 }));

vi.mock('./wizard-head.js', async (importOriginal) => {
  const real = await importOriginal<typeof WizardHeadModule>();
  return {
    ...real,
    WizardHead: (props: Parameters<typeof real.WizardHead>[0]) => {
      renders.head += 1;
      return <real.WizardHead {...props} />;
    },
  };
});

vi.mock('./step-products/product-row.js', async (importOriginal) => {
  const real = await importOriginal<typeof ProductRowModule>();
  return {
    ...real,
    ProductRow: (props: Parameters<typeof real.ProductRow>[0]) => {
      renders.rows += 1;
      return <real.ProductRow {...props} />;
    },
  };
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a price typed re-renders the results panel only (issue 17 item 5)', () => {
  it('three rows: typing in the third price changes the sum; the wizard and the rows do not render again', async () => {
    stubApi();
    renderWizard(order({ items: [item('10.00'), item('20.00'), item('30.00')] }));
    await waitFor(() => expect(screen.getByTestId('results-sum').textContent).toContain('60,00\u00a0€'));
    const prices = within(stepSection('Товари')).getAllByLabelText(/Ціна/) as HTMLInputElement[];
    expect(prices).toHaveLength(3);
    const before = { ...renders };

    for (const value of ['31', '31.5', '40']) fireEvent.change(prices[2]!, { target: { value } });
    await waitFor(() => expect(screen.getByTestId('results-sum').textContent).toContain('70,00\u00a0€'));

    expect(renders.head - before.head).toBe(0);
    expect(renders.rows - before.rows).toBe(0);
  });

  it("crossing the customs limit is the shell's business: the wizard renders again and shows the documents step", async () => {
    stubApi();
    renderWizard(order({ items: [item('100.00')] }));
    await waitFor(() => expect(screen.getByTestId('results-sum').textContent).toContain('100,00\u00a0€'));
    expect(screen.queryByRole('region', { name: /^Документи/ })).toBeNull();
    const before = renders.head;

    const [price] = within(stepSection('Товари')).getAllByLabelText(/Ціна/) as HTMLInputElement[];
    fireEvent.change(price!, { target: { value: '200' } });
    expect(await screen.findByRole('region', { name: /^Документи/ })).toBeTruthy();
    expect(renders.head).toBeGreaterThan(before);
  });
});
