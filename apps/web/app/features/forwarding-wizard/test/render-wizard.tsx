import type { ForwardingOrder, MeResponse } from '@posylka/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderPage } from '../../../test/app-harness.js';
import { ForwardingWizard } from '../forwarding-wizard.js';
import { COUNTRIES, ME } from './fixtures.js';

// The wizard rendered in the app's router (tests only): the pages it leaves for print where they are.

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

export function renderWizard(saved: ForwardingOrder | null, me: MeResponse = ME) {
  const Page = () => <ForwardingWizard order={saved} countries={COUNTRIES} me={me} />;
  return renderPage(Page, {
    path: saved ? `/forwarding/edit/${saved.id}` : '/forwarding/declaration',
    pattern: saved ? 'forwarding/edit/:id' : 'forwarding/declaration',
    user: me,
    extra: [
      { path: 'orders', Component: Where },
      { path: 'forwarding/show/:id', Component: Where },
      { path: 'forwarding/:id/success', Component: Where },
      ...(saved ? [] : [{ path: 'forwarding/edit/:id', Component: Where }]),
    ],
  });
}

export async function pickCountry(name: RegExp) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Країна відправлення' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

export const stepSection = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
