// The order and products steps on one form (issue 17 item 5): each step checks only its own fields,
// the products count in the payload once their step is on the page, and the server's violations land
// on the fields the customer typed.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item, order } from './test/fixtures.js';
import { formSteps, useWizardForm } from './wizard-form.js';

const setup = (saved = order({ items: [item('20.00')] })) =>
  renderHook(() => useWizardForm(saved, 'uk')).result.current.form;
const noRoot = () => null;

describe('one form, a step at a time', () => {
  it("step 1 is checked alone: a new order shows its errors, never the products'", async () => {
    const { result } = renderHook(() => useWizardForm(null, 'uk'));
    const { form } = result.current;
    let ok = true;
    await act(async () => {
      ok = await formSteps(form, noRoot, 'EUR').ORDER!.validate();
    });
    expect(ok).toBe(false);
    expect(form.getFieldState('country').error).toBeTruthy();
    // The blank product row would fail its own step, which was not asked.
    expect(form.getFieldState('items').error).toBeUndefined();
  });

  it('the products are checked alone: a row without a price fails, the valid step 1 has no say', async () => {
    const form = setup();
    await act(async () => {
      form.setValue('items.0.price', '0');
    });
    let ok = true;
    await act(async () => {
      ok = await formSteps(form, noRoot, 'EUR').PRODUCTS!.validate();
    });
    expect(ok).toBe(false);
    expect(form.getFieldState('items.0.price').error).toBeTruthy();
    expect(form.getFieldState('country').error).toBeUndefined();
  });

  it('the products are in the payload only once their step is on the page', () => {
    const form = setup();
    expect(formSteps(form, noRoot, null).PRODUCTS).toBeUndefined();
    expect(formSteps(form, noRoot, 'EUR').PRODUCTS!.values()).toMatchObject({
      items: [{ unitPrice: { amount: '20.00', currency: 'EUR' } }],
    });
    expect(formSteps(form, noRoot, null).ORDER!.values()).toMatchObject({ country: 'DE' });
  });
});

describe('server violations (SPEC §8) on the typed fields', () => {
  it('payload paths map to the rows and the company; a refused promo code leaves the form', () => {
    const form = setup();
    act(() => form.setValue('promoCode', 'SPRING'));
    const steps = formSteps(form, noRoot, 'EUR');
    act(() => {
      steps.ORDER!.showViolations([{ property: 'companyName', message: 'Невідомий магазин' }]);
      steps.PRODUCTS!.showViolations([
        { property: 'items.0.unitPrice.amount', message: 'Ціна завелика' },
        { property: 'promoCode', message: 'Код не діє' },
      ]);
    });
    expect(form.getFieldState('company').error?.message).toBe('Невідомий магазин');
    expect(form.getFieldState('items.0.price').error?.message).toBe('Ціна завелика');
    expect(form.getFieldState('promoCode').error?.message).toBe('Код не діє');
    expect(form.getValues('promoCode')).toBe('');
  });
});
