// Issue 18 item 3 "Calm forms" in the forwarding wizard: one-time notices are inline notes next to
// their field (no modal while typing; a modal only on an explicit action such as "Next"), errors are
// re-checked as the customer types, and the focus never jumps. Keys go to whatever has the focus, so a
// dialog opening mid-word would lose the rest of the word (test/person.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, leaveField, pressEnter, typeInto, typeKeys } from '../../test/person.js';
import { item, json, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { pickCountry, renderWizard, stepSection } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const row = (n: number) => screen.getByRole('listitem', { name: `Товар ${n}` });
const price = (n: number) => within(row(n)).getByLabelText(/^Ціна за одиницю/) as HTMLInputElement;
const MIN_PRICE = 'Значення має бути не менше 0,01';

describe('country notice: SPEC §4 "Selecting US or CN shows a one-time warning on first selection"', () => {
  it('is a note under the country: the company typed right after choosing keeps every character', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/США/);
    const company = screen.getByLabelText(/Магазин або служба доставки/) as HTMLInputElement;
    await typeInto(company, 'Best Buy');
    expect(company.value).toBe('Best Buy');
    expect(document.activeElement).toBe(company);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The warning is there, next to the country, without asking for a click.
    const note = screen.getByTestId('country-note');
    expect(note.textContent).toMatch(/Делавері/);
    expect(stepSection('Замовлення').contains(note)).toBe(true);
  });

  it('shows once: China after the United States gets no second note', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/США/);
    expect(screen.getByTestId('country-note').textContent).toMatch(/Делавері/);
    await pickCountry(/Китай/);
    expect(screen.queryByTestId('country-note')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('customs limit: SPEC §2 step 2 "a warning with a FAQ link when the sum is over the country limit"', () => {
  it('typing a price over the limit opens no dialog: the note shows by the total, "Next" asks once', async () => {
    const saves = stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
        ? json(
            order({
              items: [item('200.00')],
              taxAgreement: true,
              states: { ...order().states, isOverLimitPriceCustomsClearance: true },
            }),
          )
        : undefined,
    );
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByRole('listitem', { name: 'Товар 1' });
    await typeInto(price(1), '200');
    expect(price(1).value).toBe('200');
    expect(document.activeElement).toBe(price(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The over-limit note sits in the results, by the order sum.
    const results = screen.getByRole('region', { name: 'Разом' });
    await waitFor(() => expect(within(results).getByTestId('over-limit-note').textContent).toMatch(/150/));
    expect(within(results).getByRole('link', { name: 'Як розраховується мито' })).toBeTruthy();

    await click(screen.getByRole('checkbox', { name: /погоджуюся сплатити мито/ }));
    await click(within(stepSection('Товари')).getByRole('button', { name: 'Далі' }));
    // "When the order first goes over customs clearance, a one-time modal explains the 150 EUR
    // threshold": on the explicit "Next", before the draft is saved.
    const dialog = await screen.findByRole('dialog', { name: 'Митний ліміт 150 €' });
    expect(saves.some((c) => c.init.method === 'PUT')).toBe(false);
    // Enter continues (the dialog's own action has the focus).
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Продовжити' }));
    await pressEnter();
    await waitFor(() => expect(saves.some((c) => c.init.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the explanation stays on the step; the next "Next" goes on without asking again', async () => {
    const saves = stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
        ? json(order({ items: [item('200.00')], taxAgreement: true }))
        : undefined,
    );
    renderWizard(order({ items: [item('200.00')], taxAgreement: true }));
    await screen.findByTestId('over-limit-note');
    const next = within(stepSection('Товари')).getByRole('button', { name: 'Далі' });
    // Opening an order over the limit shows no dialog by itself.
    expect(screen.queryByRole('dialog')).toBeNull();
    await click(next);
    const dialog = await screen.findByRole('dialog', { name: 'Митний ліміт 150 €' });
    await click(within(dialog).getByRole('button', { name: 'Закрити' }));
    expect(saves.some((c) => c.init.method === 'PUT')).toBe(false);
    await click(next);
    await waitFor(() => expect(saves.some((c) => c.init.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('"no category": SPEC §4 "the first time, shows an info modal", now a note under the row', () => {
  it('ticking it shows the note in the row and the name typed next keeps every character', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByRole('listitem', { name: 'Товар 1' });
    await click(within(row(1)).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row(1)).getByText(/опишіть товар назвою якнайточніше/)).toBeTruthy();
    const name = within(row(1)).getByLabelText(/Назва товару/) as HTMLInputElement;
    await typeInto(name, 'Winter jacket');
    expect(name.value).toBe('Winter jacket');
  });
});

describe('errors follow the typing (SPEC §5 "Price required ... min 0.01")', () => {
  it('after a blur, a valid price clears "at least 0,01" at the first key', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByRole('listitem', { name: 'Товар 1' });
    await typeInto(price(1), '0');
    await leaveField();
    expect(await within(row(1)).findByText(MIN_PRICE)).toBeTruthy();
    await click(price(1));
    await typeKeys('8');
    expect(within(row(1)).queryByText(MIN_PRICE)).toBeNull();
    await typeKeys('9,50');
    expect(price(1).value).toBe('89,50');
    expect(price(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('after "Next", the errors of a field never blurred clear as it is corrected', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByRole('listitem', { name: 'Товар 1' });
    await click(screen.getByRole('button', { name: /Додати товар/ }));
    await click(within(stepSection('Товари')).getByRole('button', { name: 'Далі' }));
    expect(await within(row(2)).findByText(MIN_PRICE)).toBeTruthy();
    await click(price(2));
    await typeKeys('89,50');
    await waitFor(() => expect(within(row(2)).queryByText(MIN_PRICE)).toBeNull());
    expect(price(2).getAttribute('aria-invalid')).toBeNull();
    // The name's error stays until the name is typed, then goes at once too.
    const name = within(row(2)).getByLabelText(/Назва товару/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await typeInto(name, 'Scarf');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  });
});
