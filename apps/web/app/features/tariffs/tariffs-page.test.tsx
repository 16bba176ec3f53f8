// Issue 18 item 5 "Prices up front": the public tariffs page prices every warehouse's weights by the
// domain's price list, from the tariff grids GET /extra/countries serves, in the country's currency
// and in hryvnias at the NBU rate.
import type { ApiTypes } from '@posylka/contract';
import { formatMoney, NBU_RATES_SNAPSHOT, quotePriceList, type Locale } from '@posylka/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { priceListOf } from '../calculators/index.js';
import { wireCountries } from '../../test/wire-countries.js';
import { tariffWeights } from './tariff-tables.js';
import { TariffsPage } from './tariffs-page.js';

const rates = NBU_RATES_SNAPSHOT;
/** Testing Library collapses the no-break spaces of formatted money into plain ones. */
const sp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function render(path = '/tariffs', locale: Locale = 'uk', countries = wireCountries(locale), failed = false) {
  return renderPage(() => <TariffsPage countries={countries} rates={rates} failed={failed} />, {
    path,
    locale,
  });
}

/** The table of one warehouse, found by its caption. */
const table = (caption: string | RegExp) => screen.getByRole('table', { name: caption });

/** The price and hryvnia cells of the row of `weight` ("1,5 кг") in `tableEl`. */
function row(tableEl: HTMLElement, weight: string) {
  const header = within(tableEl).getByRole('rowheader', { name: (name) => sp(name) === weight });
  const cells = within(header.closest('tr')!).getAllByRole('cell');
  return { price: sp(cells[0]!.textContent!), uah: sp(cells[1]!.textContent!) };
}

/** What the domain's price list says for `weightKg` at warehouse `stockId` of `code`. */
function domainQuote(code: string, stockId: string, weightKg: string, countries = wireCountries('uk')) {
  const country = countries.find((c) => c.code === code)!;
  const quote = quotePriceList({ ...priceListOf(country, stockId), weightKg, rates });
  if (!quote.ok) throw new Error(`no quote for ${weightKg} kg at ${stockId}`);
  return quote;
}

describe('tariffs page (issue 18 item 5)', () => {
  it('lists the billed weights every 0.5 kg up to 10 kg, then every 5 kg up to the grid maximum', () => {
    expect(tariffWeights(30)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => String((i + 1) / 2)),
      '15',
      '20',
      '25',
      '30',
    ]);
    expect(tariffWeights(2)).toEqual(['0.5', '1', '1.5', '2']);
    expect(tariffWeights(12)).toContain('12');
  });

  it('opens on the US: one table per warehouse, each row priced by the domain price list', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Тарифи на доставку' })).toBeTruthy();
    const delaware = table('Склад: Делавер (Вілмінгтон)');
    const oregon = table('Склад: Орегон (Портленд)');
    expect(within(delaware).getAllByRole('row')).toHaveLength(1 + 24);

    // A known row of the Delaware grid: 1 kg is band (0.5, 2] at 7 USD per 0.5 kg, 2 x 7 x 1 = 14 USD,
    // at the NBU rate 36.5686 UAH per USD = 511.96 UAH.
    expect(row(delaware, '1 кг')).toEqual({ price: '14,00 $', uah: '511,96 ₴' });
    // Every listed row is the domain's quote for that weight and warehouse.
    for (const [el, stockId] of [
      [delaware, 'us-de'],
      [oregon, 'us-or'],
    ] as const) {
      for (const [weight, label] of [
        ['1.5', '1,5 кг'],
        ['7', '7 кг'],
        ['30', '30 кг'],
      ]) {
        const quote = domainQuote('US', stockId, weight!);
        expect(row(el, label!)).toEqual({
          price: sp(formatMoney(quote.price, 'uk')),
          uah: sp(formatMoney(quote.priceUah, 'uk')),
        });
      }
    }
    // 30 kg from Delaware: band (10, 30] at 6.25 USD per 0.5 kg, 2 x 6.25 x 30 = 375 USD.
    expect(row(delaware, '30 кг').price).toBe('375,00 $');
  });

  it('shows the bands per 0.5 kg, the NBU rate and its date, and links to both calculators', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'США' });
    expect(within(section).getByText('2 склади')).toBeTruthy();
    expect(
      within(section).getByText('Ціни в гривнях — за курсом НБУ на 9 листопада 2022 р.: 1 $ = 36,57 ₴.'),
    ).toBeTruthy();
    const bands = within(section).getAllByRole('heading', { name: 'Скільки коштують кожні 0,5 кг' });
    expect(bands).toHaveLength(2);
    const first = bands[0]!.parentElement!;
    expect(within(first).getByText('до 0,5 кг')).toBeTruthy();
    expect(within(first).getByText('10–30 кг')).toBeTruthy();
    expect(sp(within(first).getByText('10–30 кг').nextElementSibling!.textContent!)).toBe(
      '6,25 $ за 0,5 кг228,55 ₴',
    );
    const calculators = screen.getByRole('navigation', { name: 'Калькулятори' });
    expect(within(calculators).getByRole('link', { name: 'Калькулятор доставки' }).getAttribute('href')).toBe(
      '/calculators#delivery',
    );
    expect(within(calculators).getByRole('link', { name: 'Калькулятор мита' }).getAttribute('href')).toBe(
      '/calculators#customs',
    );
  });

  it('lists every country with its flag and cheapest parcel; a country link picks its tables', async () => {
    render();
    const list = await screen.findByRole('navigation', { name: /Країни/ });
    expect(within(list).getByText('19 країн')).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(19);
    const us = within(list).getByRole('link', { name: /США/ });
    expect(us.getAttribute('aria-current')).toBe('true');
    expect(us.querySelector('img.country-flag')).toBeTruthy();
    expect(within(us).getByText('від 7,00 $')).toBeTruthy();

    const hungary = within(list).getByRole('link', { name: /Угорщина/ });
    expect(hungary.getAttribute('href')).toBe('/tariffs?country=hu#tariffs-country');
    fireEvent.click(hungary);
    const section = await screen.findByRole('region', { name: 'Угорщина' });
    // HUF is worth less than a hryvnia: the rate is shown per 100.
    expect(within(section).getByText(/: 100 HUF = 9,12 ₴\.$/)).toBeTruthy();
    const budapest = within(section).getByRole('table', { name: 'Склад: Будапешт' });
    const quote = domainQuote('HU', 'hu-bud', '2.5');
    expect(row(budapest, '2,5 кг')).toEqual({
      price: sp(formatMoney(quote.price, 'uk')),
      uah: sp(formatMoney(quote.priceUah, 'uk')),
    });
    expect(row(budapest, '2,5 кг').price).toBe('6 500,00 HUF');
    expect(
      within(list)
        .getByRole('link', { name: /Угорщина/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('?country=pl opens Poland with both its warehouses; an unknown code falls back to the US', async () => {
    render('/tariffs?country=pl');
    const section = await screen.findByRole('region', { name: 'Польща' });
    const warsaw = within(section).getByRole('table', { name: 'Склад: Варшава' });
    within(section).getByRole('table', { name: 'Склад: Жешув' });
    expect(row(warsaw, '1 кг').price).toBe('28,00 PLN');
    cleanup();
    render('/tariffs?country=xx');
    expect(await screen.findByRole('region', { name: 'США' })).toBeTruthy();
  });

  it('follows the grid the server serves: a changed price shows up, nothing is written into the page', async () => {
    const countries = wireCountries('uk').map((c): ApiTypes.Country =>
      c.code === 'US'
        ? { ...c, tariff_grid: c.tariff_grid.map((e) => (e.from === '0' ? { ...e, price: '6.5' } : e)) }
        : c,
    );
    render('/tariffs', 'uk', countries);
    const delaware = await screen.findByRole('table', { name: 'Склад: Делавер (Вілмінгтон)' });
    expect(row(delaware, '0,5 кг').price).toBe('6,50 $');
    expect(within(screen.getByRole('navigation', { name: /Країни/ })).getByText('від 6,50 $')).toBeTruthy();
  });

  it('English writes its own number format and prefixes the links', async () => {
    render('/en/tariffs', 'en', wireCountries('en'));
    const delaware = await screen.findByRole('table', { name: 'Warehouse: Delaware (Wilmington)' });
    expect(row(delaware, '1 kg')).toEqual({ price: '$14.00', uah: '₴511.96' });
    expect(screen.getByRole('link', { name: 'Customs calculator' }).getAttribute('href')).toBe(
      '/en/calculators#customs',
    );
    expect(screen.getByRole('link', { name: /Poland/ }).getAttribute('href')).toBe(
      '/en/tariffs?country=pl#tariffs-country',
    );
  });

  it('says so when the countries could not be read', async () => {
    render('/tariffs', 'uk', [], true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не вдалося завантажити тарифи. Оновіть сторінку трохи згодом.',
    );
  });
});
