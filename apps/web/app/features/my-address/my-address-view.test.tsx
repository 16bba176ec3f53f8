import type { StockAddressSet } from '@posylka/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { MyAddressView } from './my-address-view.js';

const field = (id: string, label: string, value: string, highlighted = false) => ({
  id,
  label,
  value,
  highlighted,
});
const address = (id: string, title: string, isDefault: boolean) => ({
  id,
  title,
  isDefault,
  locationUrl: `https://www.openstreetmap.org/?${id}`,
  mapUrl: `https://www.openstreetmap.org/export/embed.html?${id}`,
  fields: [field('address2', 'Адреса, рядок 2', 'Suite UA100001', true)],
});

const US: StockAddressSet = {
  country: { code: 'US', text: 'США', affordable: true },
  recipient: { name: 'Olena Kovalenko', customerCode: 'UA100001', nameFromEmail: false },
  addresses: [address('us-de', 'Делавер', true), address('us-or', 'Орегон', false)],
  alert: null,
};
const COUNTRIES = [
  { code: 'US', text: 'США' },
  { code: 'IT', text: 'Італія' },
];
const SHOPS = [{ id: 1, name: 'Amazon', label: 'amazon.com', icon: 'amazon', mayNeedPassword: true }];

function show(set: StockAddressSet) {
  return renderPage(() => <MyAddressView set={set} countries={COUNTRIES} companies={SHOPS} />, {
    path: '/profile/addresses/my-address?_country=' + set.country.code,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the cabinet address page', () => {
  it('makes another warehouse the default through the API and moves the mark and the map', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            ...US,
            addresses: [address('us-de', 'Делавер', false), address('us-or', 'Орегон', true)],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    show(US);
    expect(await screen.findByTitle('Склад на мапі: Делавер')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Зробити основною' }));
    await screen.findByTitle('Склад на мапі: Орегон');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/personal/set-default-stock');
    expect(JSON.parse(String(init.body))).toEqual({ id: 'us-or', value: true, countryCode: 'US' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Основну адресу змінено: Орегон'),
    );
  });

  it('says delivery is unavailable for a suspended country and offers no shops or map', async () => {
    show({ ...US, country: { code: 'IT', text: 'Італія', affordable: false }, addresses: [] });
    expect(await screen.findByText('Доставка з цієї країни тимчасово недоступна')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Магазин' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the server alert and asks for a name when the e-mail stands in for it', async () => {
    show({
      ...US,
      alert: 'Склад не приймає посилки',
      recipient: { ...US.recipient, nameFromEmail: true, name: 'olena' },
    });
    expect(await screen.findByText('Склад не приймає посилки')).toBeTruthy();
    expect(screen.getByText(/замість нього стоїть «olena»/)).toBeTruthy();
    // Issue 13 item 10: the notice leads to where the name is set.
    expect(screen.getByRole('link', { name: 'Вказати ім’я в профілі' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('offers the chosen shop’s site in a new window with the locker-code note', async () => {
    show(US);
    const shop = await screen.findByRole('combobox', { name: 'Магазин' });
    fireEvent.keyDown(shop, { key: 'ArrowDown' });
    fireEvent.keyDown(shop, { key: 'Enter' });
    const link = screen.getByRole('link', { name: /Перейти на amazon\.com/ });
    expect(link.getAttribute('href')).toBe('https://amazon.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/поштомат або пункт видачі з кодом/)).toBeTruthy();
  });
});
