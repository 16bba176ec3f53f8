// The forwarding wizard (SPEC §2 "Forwarding create wizard", §4 "Wizard"): steps, the logistics
// chain, the track number block, the US/CN warning and the products step. Modals are in
// wizard-modals.test.tsx, saving in wizard-saving.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { item, json, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { renderWizard, pickCountry, stepSection } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('forwarding wizard: steps (SPEC §4 "Wizard")', () => {
  it('a new order opens on Order with a Next button; later steps are not shown yet', async () => {
    stubApi();
    renderWizard(null);
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    expect(within(orderStep).getByRole('button', { name: 'Далі' })).toBeTruthy();
    // "A 'next' button appears only when the current step is the previous one and the next step has not yet been shown".
    expect(within(stepSection('Товари')).queryByRole('button', { name: 'Далі' })).toBeNull();
    expect(within(stepSection('Товари')).queryByLabelText(/Назва товару/)).toBeNull();
    // "Documents exists only when the taxable total exceeds the country's customs limit".
    expect(screen.queryByRole('region', { name: /^Документи/ })).toBeNull();
  });

  it('start step from a saved order: "products if a tracking number is set"', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    const products = await screen.findByRole('region', { name: /^Товари/ });
    expect(within(products).getByLabelText(/Назва товару/)).toBeTruthy();
    // Order is shown (collapsed, with its summary and an edit button), products is the current one.
    expect(within(stepSection('Замовлення')).getByRole('button', { name: 'Змінити' })).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Далі' })).toBeTruthy();
  });

  it('leaving Order validates first: the step gets an error mark and nothing is saved', async () => {
    const calls = stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Далі' }));
    expect(await screen.findAllByText("Обов'язкове поле")).not.toHaveLength(0);
    await waitFor(() => expect(stepSection('Замовлення').className).toContain('order-step--error'));
    expect(calls.some((c) => c.url.pathname === '/api/orders/draft')).toBe(false);
  });

  it('leaving Order saves a draft with the marker when there is no number, then goes to the edit route', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === '/api/orders/draft' && init.method === 'POST' ? json(order(), 201) : undefined,
    );
    renderWizard(null);
    await pickCountry(/Німеччина/);
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'У посилки немає трек-номера' }));
    fireEvent.click(screen.getByRole('button', { name: 'Далі' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/orders/draft')).toBe(true));
    const draft = calls.find((c) => c.url.pathname === '/api/orders/draft')!.body as Record<string, unknown>;
    expect(draft).toMatchObject({
      country: 'DE',
      company: 1,
      receivedTrackNumber: true,
      number: '__NO_TRACK_NUMBER__',
      items: [],
    });
    expect(await screen.findByText(`now at /forwarding/edit/${ORDER_ID}`)).toBeTruthy();
  });
});

describe('logistics chain (SPEC §2 "a plane icon for US, CN and CA and a car icon otherwise")', () => {
  it('plane for US, car for DE', async () => {
    stubApi();
    const us = order({ country: { ...order().country, id: 'US', currency: 'USD', text: 'США' } });
    const { unmount } = renderWizard(us);
    expect(await screen.findByTestId('transport-plane')).toBeTruthy();
    unmount();
    renderWizard(order());
    expect(await screen.findByTestId('transport-car')).toBeTruthy();
  });
});

describe('track number block (SPEC §2 step 1)', () => {
  it('Yes shows the input and the "no number" checkbox, which disables it; No shows a notice with a way back', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/Німеччина/);
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    const input = screen.getByLabelText(/^Трек-номер/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'order123' } });
    fireEvent.blur(input);
    // SPEC §5 "Must not start with ord or order (case-insensitive; own message)".
    expect(await screen.findByText(/не може починатися з «order»/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'У посилки немає трек-номера' }));
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: 'Ще ні' }));
    expect(screen.queryByLabelText(/^Трек-номер/)).toBeNull();
    expect(screen.getByText(/Зачекайте, поки магазин надішле трек-номер/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Повернутися до посилок' }).getAttribute('href')).toBe('/orders');
  });

  it('the info modal gives a short and a detailed description', async () => {
    stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Що це?' }));
    const dialog = screen.getByRole('dialog', { name: 'Трек-номер' });
    expect(within(dialog).getByText(/номер відправлення, за яким склад/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Докладніше' }));
    expect(within(dialog).getByText(/не починається з «order»/)).toBeTruthy();
  });

  it('is locked when the service created the order (SPEC §6)', async () => {
    stubApi();
    const saved = order({ states: { ...order().states, isCreatedBySML: true } });
    renderWizard(saved);
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Трек-номер цієї посилки змінити не можна.')).toBeTruthy();
  });
});

describe('US/CN warning (SPEC §4 "Selecting US or CN shows a one-time warning on first selection")', () => {
  it('shows once, as a note under the country (issue 18 item 3), and changing the country clears the company', async () => {
    stubApi();
    renderWizard(null);
    await pickCountry(/Німеччина/);
    expect(screen.queryByTestId('country-note')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    await pickCountry(/США/);
    expect(screen.getByTestId('country-note').textContent).toMatch(/Делавері/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText(/Магазин або служба доставки/) as HTMLInputElement).value).toBe('');
    await pickCountry(/Китай/);
    expect(screen.queryByTestId('country-note')).toBeNull();
  });
});

describe('products step (SPEC §2 step 2, §4, §5)', () => {
  it('adds and deletes rows; delete shows only when there is more than one row', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    await screen.findByLabelText(/Назва товару/);
    expect(screen.queryByRole('button', { name: 'Видалити' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Додати товар/ }));
    expect(screen.getAllByLabelText(/Назва товару/)).toHaveLength(2);
    const second = screen.getByRole('listitem', { name: 'Товар 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Видалити' }));
    expect(screen.getAllByLabelText(/Назва товару/)).toHaveLength(1);
  });

  it('"no category" clears the category and shows its info once, in the row; names are transliterated', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    const row = await screen.findByRole('listitem', { name: 'Товар 1' });
    const info = /склад сам визначить категорію/;
    expect((within(row).getByRole('combobox', { name: 'Категорія' }) as HTMLInputElement).value).toBe('Одяг');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(within(row).getByText(info)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((within(row).getByRole('combobox', { name: 'Категорія' }) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(within(row).queryByText(info)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Додати товар/ }));
    const second = screen.getByRole('listitem', { name: 'Товар 2' });
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Немає потрібної категорії' }));
    expect(within(second).queryByText(info)).toBeNull();

    const name = within(row).getByLabelText(/Назва товару/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Куртка' } });
    expect(name.value).toBe('Kurtka');
  });

  it('200 EUR from DE: sum, over-limit warning with the FAQ link, customs 17.50 EUR; no dialog before "Next"', async () => {
    stubApi();
    renderWizard(order({ items: [item('200.00')] }));
    // SPEC §9: "Above it: duty 10% of the excess, VAT 20% on excess plus duty, service fee 3%" -> 5.00 + 11.00 + 1.50.
    await waitFor(() => expect(screen.getByTestId('results-customs').textContent).toBe('17,50\u00a0€'));
    expect(screen.getByTestId('results-sum').textContent).toContain('200,00\u00a0€');
    expect(screen.getByText(/перевищує митний ліміт/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Як розраховується мито' }).getAttribute('href')).toBe(
      '/faq/360016350892',
    );
    // The one-time 150 EUR explanation waits for "Next" (calm-forms.test.tsx).
    expect(screen.queryByRole('dialog')).toBeNull();
    // Over the limit: the documents step appears (after the live results reach the wizard) and the
    // tax agreement is asked for.
    expect(await screen.findByRole('region', { name: /^Документи/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /погоджуюся сплатити мито/ })).toBeTruthy();
  });

  it('under the limit there is no warning, no documents step and no customs', async () => {
    stubApi();
    renderWizard(order({ items: [item('100.00')] }));
    await waitFor(() => expect(screen.getByTestId('results-customs').textContent).toBe('0,00\u00a0€'));
    expect(screen.queryByText(/перевищує митний ліміт/)).toBeNull();
    expect(screen.queryByRole('region', { name: /^Документи/ })).toBeNull();
  });
});
