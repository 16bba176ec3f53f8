import {
  convert,
  CUSTOMS_CALCULATOR_PRESET,
  DEFAULT_CUSTOMS_PERCENTS,
  estimateCustoms,
  formatMoney,
  NBU_RATES_SNAPSHOT,
  roundMoney,
} from '@posylka/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { CustomsCalculator } from './customs-calculator.js';

const rates = NBU_RATES_SNAPSHOT;
const render = (locale: 'uk' | 'en' = 'uk') =>
  renderPage(() => <CustomsCalculator rates={rates} percents={{ ...DEFAULT_CUSTOMS_PERCENTS }} />, {
    path: '/calculators',
    locale,
  });
const row = (name: RegExp) => screen.getByText(name).closest('div')!;

/** Testing Library collapses the no-break space of formatted money into a plain one. */
const sp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('customs calculator (SPEC §9 preset: free limit 100 EUR, 150 EUR prefilled)', () => {
  it('opens with the preset and shows the domain estimate in EUR and UAH', async () => {
    render();
    expect(((await screen.findByLabelText('Вартість товарів у посилці')) as HTMLInputElement).value).toBe(
      '150',
    );
    expect((screen.getByLabelText('Неоподатковуваний ліміт') as HTMLInputElement).value).toBe('100');
    const e = estimateCustoms(
      [{ value: CUSTOMS_CALCULATOR_PRESET.defaultValue }],
      CUSTOMS_CALCULATOR_PRESET.freeLimit,
    );
    expect(e.total.amount).toBe('17.50');
    expect(within(row(/^Мито 10 %/)).getByText(sp(formatMoney(e.duty, 'uk')))).toBeTruthy();
    expect(within(row(/^ПДВ 20 %/)).getByText(sp(formatMoney(e.vat, 'uk')))).toBeTruthy();
    const total = row(/^Разом до сплати/);
    expect(within(total).getByText('17,50 €')).toBeTruthy();
    // 17.50 EUR x 36.5375 = 639.40625 -> 639.41 UAH
    expect(
      within(total).getByText(sp(formatMoney(roundMoney(convert(e.total, 'UAH', rates)), 'uk'))),
    ).toBeTruthy();
    expect(within(total).getByText('639,41 ₴')).toBeTruthy();
  });

  it('SPEC §5 input rule: a comma becomes a dot, letters are dropped, at most 2 decimals', async () => {
    render();
    const input = (await screen.findByLabelText('Вартість товарів у посилці')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '200,555abc' } });
    expect(input.value).toBe('200.55');
    const e = estimateCustoms(
      [{ value: { amount: '200.55', currency: 'EUR' } }],
      CUSTOMS_CALCULATOR_PRESET.freeLimit,
    );
    expect(within(row(/^Разом до сплати/)).getByText(sp(formatMoney(e.total, 'uk')))).toBeTruthy();
  });

  it('an empty value shows the required message at once and no result; under the limit nothing is due', async () => {
    render();
    const input = await screen.findByLabelText('Вартість товарів у посилці');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('customs-result')).toBeNull();
    fireEvent.change(input, { target: { value: '99.99' } });
    expect(screen.getByTestId('customs-free').textContent).toContain('100,00\u00a0€');
  });

  it('exempt goods pay only the service fee; a USD value is converted to EUR through the NBU rates', async () => {
    render('en');
    fireEvent.click(await screen.findByLabelText(/power bank/));
    const e = estimateCustoms(
      [{ value: { amount: '150', currency: 'EUR' }, exempt: true }],
      CUSTOMS_CALCULATOR_PRESET.freeLimit,
    );
    expect([e.duty.amount, e.vat.amount, e.serviceFee.amount]).toEqual(['0.00', '0.00', '1.50']);
    expect(within(row(/^Total to pay/)).getByText('€1.50')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/power bank/));
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    fireEvent.click(currency);
    fireEvent.click(screen.getByRole('option', { name: 'USD' }));
    const inEur = convert({ amount: '150', currency: 'USD' }, 'EUR', rates);
    const usd = estimateCustoms([{ value: inEur }], CUSTOMS_CALCULATOR_PRESET.freeLimit);
    expect(within(row(/^Total to pay/)).getByText(sp(formatMoney(usd.total, 'en')))).toBeTruthy();
  });
});
