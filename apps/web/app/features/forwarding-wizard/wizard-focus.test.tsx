// Issue 18 item 7 "the wizard ... usable with the keyboard alone": the button that leaves a step closes
// with it, so the focus goes on to the opened step's title rather than falling to the page body.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ForwardingWizard } from './forwarding-wizard.js';
import { COUNTRIES, item, json, ME, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { pickCountry, renderWizard, stepSection } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const title = (step: string) =>
  within(stepSection(step)).getByRole('heading', { name: new RegExp(`^${step}`) });

describe('the focus goes on with the wizard (issue 18 item 7)', () => {
  it('"Next" of the products: the focus moves to the delivery step\'s title', async () => {
    stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
        ? json(order({ items: [item('20.00')], checkoutState: 'delivery' }))
        : undefined,
    );
    renderWizard(order({ items: [item('20.00')] }));
    const next = await within(await screen.findByRole('region', { name: /^Товари/ })).findByRole('button', {
      name: 'Далі',
    });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement).toBe(title('Доставка')));
  });

  it('"Next" of step 1 on the create page: the edit page opens with the focus on the products step\'s title', async () => {
    stubApi((url, init) =>
      url.pathname === '/api/orders/draft' && init.method === 'POST' ? json(order(), 201) : undefined,
    );
    renderPage(() => <ForwardingWizard order={null} countries={COUNTRIES} me={ME} />, {
      path: '/forwarding/declaration',
      pattern: 'forwarding/declaration',
      user: ME,
      extra: [
        {
          path: 'forwarding/edit/:id',
          Component: () => <ForwardingWizard order={order()} countries={COUNTRIES} me={ME} />,
        },
      ],
    });
    await pickCountry(/Німеччина/);
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    fireEvent.change(screen.getByLabelText(/^Трек-номер/), { target: { value: 'DE123456789' } });
    const next = within(stepSection('Замовлення')).getByRole('button', { name: 'Далі' });
    next.focus();
    fireEvent.click(next);
    await screen.findByRole('heading', { name: /^Посилка/, level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(title('Товари')));
  });
});
