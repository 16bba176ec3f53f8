import { formatMoney, NBU_RATES_SNAPSHOT, quotePriceList } from '@posylka/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { DeliveryCalculator } from './delivery-calculator.js';
import { gridOf } from './reference.js';
import { wireCountries } from './test-countries.js';

const countries = wireCountries('uk');
const rates = NBU_RATES_SNAPSHOT;
const render = () =>
  renderPage(() => <DeliveryCalculator countries={countries} rates={rates} />, { path: '/calculators' });
const total = () => screen.getByText('Вартість доставки').closest('div')!;

/** Testing Library collapses the no-break space of formatted money into a plain one. */
const sp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('delivery calculator (SPEC §9 price list)', () => {
  it('1 kg from the US (Delaware): 2 x 7 USD x 1 kg = 14.00 USD and its UAH at the NBU rate', async () => {
    render();
    expect(await screen.findByTestId('delivery-result')).toBeTruthy();
    expect(within(total()).getByText('14,00 $')).toBeTruthy();
    expect(within(total()).getByText('511,96 ₴')).toBeTruthy();
  });

  it('"1,2" is typed as 1.2 and billed as 1.5 kg; the Oregon warehouse has its own grid', async () => {
    render();
    const weight = (await screen.findByLabelText('Вага посилки')) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '1,2' } });
    expect(weight.value).toBe('1.2');
    expect(screen.getByText('1,5 кг')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Склад' }));
    fireEvent.click(screen.getByRole('option', { name: /Орегон/ }));
    const us = countries.find((c) => c.code === 'US')!;
    const q = quotePriceList({ grid: gridOf(us), currency: 'USD', stockId: 'us-or', weightKg: '1.2', rates });
    if (!q.ok) throw new Error('expected a quote');
    expect(within(total()).getByText(sp(formatMoney(q.price, 'uk')))).toBeTruthy();
    expect(within(total()).getByText(sp(formatMoney(q.priceUah, 'uk')))).toBeTruthy();
  });

  it('switching country prices in its currency; a weight above the grid shows the domain message', async () => {
    render();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Країна' }));
    fireEvent.click(screen.getByRole('option', { name: 'Канада' }));
    expect(screen.queryByRole('combobox', { name: 'Склад' })).toBeNull();
    // CA: 11 CAD per 0.5 kg in the first band x 2 x 0.5 kg... weight 1 kg is band (0.5, 2]: 2 x 10.5 x 1
    expect(within(total()).getByText('21,00 CAD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Вага посилки'), { target: { value: '31' } });
    expect(screen.getByRole('alert').textContent).toBe('Ми приймаємо посилки вагою до 30\u00a0кг');
    fireEvent.change(screen.getByLabelText('Вага посилки'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Вага має бути більшою за 0 кг');
  });
});
