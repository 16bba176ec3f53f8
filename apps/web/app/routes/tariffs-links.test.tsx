// Issue 18 item 5 "Prices up front": the header and the home hero lead to the tariffs page and both
// calculators, and the hero names a real price, read from the US tariff grid by the domain's price
// list in the home loader (never written into the texts).
import type { ApiTypes, ServerApi } from '@posylka/contract';
import { formatMoney, NBU_RATES_SNAPSHOT, quotePriceList } from '@posylka/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../components/layout/header.js';
import { priceListOf } from '../features/calculators/index.js';
import { SETTINGS } from '../features/buyout-checkout/test/fixtures.js';
import { Hero } from '../features/home/index.js';
import { renderPage } from '../test/app-harness.js';
import { wireCountries } from '../test/wire-countries.js';
import { loader as homeLoader } from './home.js';
import { loader as tariffsLoader } from './tariffs.js';

const sp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** GET /extra/settings as the server answers it: the NBU rates of the snapshot and the buy-out fees. */
const settings = {
  forwarding: { rates: NBU_RATES_SNAPSHOT.uahPer, ratesDate: NBU_RATES_SNAPSHOT.date },
  buyout: SETTINGS,
};

/** The server's in-process API: countries and settings answer, everything else is down. */
function serverApi(countries: ApiTypes.Country[], asked: string[] = []): ServerApi {
  return async (path: string) => {
    asked.push(path);
    if (path.startsWith('/api/extra/countries'))
      return new Response(JSON.stringify(countries), { status: 200 });
    if (path.startsWith('/api/extra/settings'))
      return new Response(JSON.stringify(settings), { status: 200 });
    return new Response(JSON.stringify({ errorDescription: 'down' }), { status: 503 });
  };
}

function run<T extends (args: never) => unknown>(loader: T, url: string, api: ServerApi) {
  const args = { request: new Request(url), context: { api, cspNonce: 'n' }, params: {} };
  return loader(args as never) as Awaited<ReturnType<T>>;
}

describe('issue 18 item 5: prices up front', () => {
  it('the header links to the tariffs page in the page language', async () => {
    renderPage(() => <Header />, { path: '/en/catalog', locale: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Tariffs' }).getAttribute('href')).toBe('/en/tariffs');
  });

  it('the header says "Тарифи" on the Ukrainian pages, without a prefix', async () => {
    renderPage(() => <Header />, { path: '/orders' });
    const nav = await screen.findByRole('navigation', { name: 'Основна навігація' });
    expect(within(nav).getByRole('link', { name: 'Тарифи' }).getAttribute('href')).toBe('/tariffs');
  });

  it('the home loader prices the cheapest US parcel from the grid: "від 7 $ за 0,5 кг"', async () => {
    const asked: string[] = [];
    const data = await run(homeLoader, 'http://localhost/', serverApi(wireCountries('uk'), asked));
    const us = wireCountries('uk').find((c) => c.code === 'US')!;
    const quote = quotePriceList({ ...priceListOf(us, 'us-de'), weightKg: '0.5', rates: NBU_RATES_SNAPSHOT });
    if (!quote.ok) throw new Error('expected a quote');
    expect(data.heroPrice).toEqual({
      weight: '0,5\u00a0кг',
      price: formatMoney(quote.price, 'uk', { wholeWithoutCents: true }),
      priceUah: formatMoney(quote.priceUah, 'uk', { wholeWithoutCents: true }),
    });
    expect(sp(data.heroPrice!.price)).toBe('7 $');
    // 7 USD at the NBU rate of 36.5686 UAH per USD.
    expect(sp(data.heroPrice!.priceUah)).toBe('255,98 ₴');
    // The settings are read once for the fees and the rates, and stay on the server.
    expect(asked.filter((p) => p.startsWith('/api/extra/settings'))).toHaveLength(1);
    expect('settings' in data).toBe(false);
    expect(data.buyoutFees).toEqual({ fee: '8\u00a0%', insurance: '2\u00a0%' });
  });

  it('a changed grid changes the hero; English writes its own format; no grid, no price', async () => {
    const cheaper = wireCountries('en').map((c) =>
      c.code === 'US'
        ? { ...c, tariff_grid: c.tariff_grid.map((e) => (e.from === '0' ? { ...e, price: '6.5' } : e)) }
        : c,
    );
    const en = await run(homeLoader, 'http://localhost/en', serverApi(cheaper));
    expect(en.heroPrice).toEqual({ weight: '0.5\u00a0kg', price: '$6.50', priceUah: '₴237.70' });
    const none = await run(
      homeLoader,
      'http://localhost/',
      serverApi(wireCountries('uk').filter((c) => c.code !== 'US')),
    );
    expect(none.heroPrice).toBeNull();
  });

  it('the hero shows the price and links to the tariffs and to each calculator', async () => {
    renderPage(
      () => <Hero price={{ weight: '0,5\u00a0кг', price: '7\u00a0$', priceUah: '255,98\u00a0₴' }} />,
      {
        path: '/',
      },
    );
    expect(await screen.findByText('від 7 $ за 0,5 кг')).toBeTruthy();
    expect(screen.getByText('Доставка зі США')).toBeTruthy();
    expect(screen.getByText('≈ 255,98 ₴')).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Ціни та калькулятори' });
    const href = (name: string) => within(links).getByRole('link', { name }).getAttribute('href');
    expect(href('Усі тарифи')).toBe('/tariffs');
    expect(href('Калькулятор доставки')).toBe('/calculators#delivery');
    expect(href('Калькулятор мита')).toBe('/calculators#customs');
  });

  it('without a price the hero still links to the tariffs (Romanian prefix)', async () => {
    renderPage(() => <Hero />, { path: '/ro', locale: 'ro' });
    const links = await screen.findByRole('navigation', { name: 'Prețuri și calculatoare' });
    expect(within(links).getByRole('link', { name: 'Toate tarifele' }).getAttribute('href')).toBe(
      '/ro/tariffs',
    );
    expect(screen.queryByText(/Livrare din SUA/)).toBeNull();
  });

  it('the tariffs loader serves the grids and the NBU rates of GET /extra/settings', async () => {
    const data = await run(
      tariffsLoader,
      'http://localhost/ru/tariffs?country=pl',
      serverApi(wireCountries('ru')),
    );
    expect(data.failed).toBe(false);
    expect(data.countries.map((c) => c.code)).toContain('PL');
    expect(data.rates).toEqual(NBU_RATES_SNAPSHOT);
  });
});
