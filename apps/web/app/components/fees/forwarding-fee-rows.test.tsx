// Issue 14 item 9 "One fee name and one number": the forwarding guarantee (1 %) and the insurance fee
// read the same, under the same names and with the same amounts, on the wizard's results panel, the
// success page and the parcel page, in every interface language.
import { LOCALES, type Locale } from '@posylka/domain';
import { cleanup, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryCalc } from '../../features/forwarding-show/delivery-calc.js';
import { testOrder, testShipment } from '../../features/forwarding-show/test-order.js';
import { SuccessView } from '../../features/forwarding-success/success-view.js';
import { computeResults, ResultsPanel } from '../../features/forwarding-wizard/results-panel/index.js';
import type { ProductsFormValues } from '../../features/forwarding-wizard/step-products/index.js';
import { SETTINGS } from '../../features/forwarding-wizard/test/fixtures.js';
import { renderPage } from '../../test/app-harness.js';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Term and amount of each fee row on the page: the name without its hint, the amount without "≈ ₴". */
async function feeRows(Page: () => React.ReactElement, locale: Locale) {
  renderPage(Page, { path: '/x', locale });
  await screen.findAllByText((_, el) => el?.getAttribute('data-fee') === 'insurance');
  const rows = [...document.querySelectorAll('[data-fee]')].map((row) => ({
    kind: row.getAttribute('data-fee'),
    term: row.querySelector('dt')!.firstChild!.textContent,
    amount: row.querySelector('dd')!.firstChild!.textContent,
  }));
  cleanup();
  return rows;
}

// The parcel of the page fixtures: 2 × 40 USD from the US, weighed and priced.
const order = testOrder();

function Wizard() {
  const form = useForm<ProductsFormValues>({ defaultValues: { promoCode: '' } as ProductsFormValues });
  const results = computeResults({
    items: [{ quantity: 2, price: '40' }],
    currency: 'USD',
    settings: SETTINGS,
  })!;
  return (
    <ResultsPanel
      form={form}
      results={results}
      country="US"
      bonusBalance={null}
      isEditMode={false}
      savedPromo={false}
      onClearSavedPromo={async () => {}}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('issue 14 item 9: the forwarding fees on the three pages', () => {
  it.each(LOCALES.map((locale) => [locale]))('%s: the same names and amounts everywhere', async (locale) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ offer: null, ratio: '41.2' })),
    );
    const wizard = await feeRows(Wizard, locale);
    const success = await feeRows(() => <SuccessView order={order} />, locale);
    const parcel = await feeRows(() => <DeliveryCalc order={order} shipment={testShipment()} />, locale);

    expect(wizard.map((row) => row.kind)).toEqual(['guarantee', 'insurance']);
    expect(success).toEqual(wizard);
    expect(parcel).toEqual(wizard);
  });

  it('uk: "Гарантія (1 %)" 0,80 $ and "Страховий збір (2 %)" 1,60 $ of the 80 USD goods', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ offer: null })),
    );
    const rows = await feeRows(Wizard, 'uk');
    expect(rows.map((row) => [row.term, row.amount].map((text) => text?.replace(/\s/g, ' ')))).toEqual([
      ['Гарантія (1 %)', '0,80 $'],
      ['Страховий збір (2 %)', '1,60 $'],
    ]);
  });

  it('en: "Guarantee (1%)" $0.80 and "Insurance fee (2%)" $1.60', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ offer: null })),
    );
    const rows = await feeRows(Wizard, 'en');
    expect(rows.map((row) => [row.term, row.amount])).toEqual([
      ['Guarantee (1%)', '$0.80'],
      ['Insurance fee (2%)', '$1.60'],
    ]);
  });
});
