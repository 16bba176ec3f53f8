// Issue 14 item 9: the buy-out fee the home page promises is read from the stored settings the checkout
// computes the fee by (GET /extra/settings), not written into the texts; "from N %" is the fee of the
// cheapest shop, and the checkout never shows less.
import { createApiClient, type BuyoutPageSettings } from '@posylka/contract';
import { LOCALES } from '@posylka/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeesPanel } from '../features/buyout-checkout/fees-panel.js';
import { liveFees } from '../features/buyout-checkout/fees.js';
import { newLine } from '../features/buyout-checkout/form-values.js';
import { SETTINGS } from '../features/buyout-checkout/test/fixtures.js';
import type { Resources } from '@posylka/texts';
import { RESOURCES } from '../i18n/resources.server.js';
import { renderPage } from '../test/app-harness.js';
import { HowToOrder } from '../features/home/how-to-order.js';
import { loadBuyoutFeeTexts } from '../features/home/load-home-content.js';
import { Services } from '../features/home/services.js';

const sp = (text: string) => text.replace(/ /g, '\u00a0');

/** An API answering GET /extra/settings with the buy-out part `buyout`, or failing. */
function api(buyout: BuyoutPageSettings | null, asked: string[] = []) {
  return createApiClient({
    getLocale: () => 'uk',
    auth: { kind: 'cookie', getCookies: () => '' },
    fetch: async (url) => {
      asked.push(new URL(url, 'http://x').pathname);
      return buyout
        ? new Response(JSON.stringify({ forwarding: {}, buyout }), { status: 200 })
        : new Response(JSON.stringify({ errorDescription: 'down' }), { status: 503 });
    },
  });
}

/** The checkout's service-fee row for one product of `price` from `link`. */
async function checkoutServiceRow(link: string, price: string, settings: BuyoutPageSettings) {
  const fees = liveFees([{ ...newLine(), link, price, quantity: '1' }], settings)!;
  renderPage(() => <FeesPanel fees={fees} />, { path: '/fees' });
  await screen.findByRole('group', { name: 'Вартість замовлення' });
  const text = document.querySelector('[data-fee="service"] dt')!.textContent!;
  cleanup();
  return text;
}

describe('issue 14 item 9: the home page promises the buy-out fee the checkout charges', () => {
  it('reads GET /extra/settings: "from 8 %" (amazon.com\'s own fee, the lowest) and 2 % insurance', async () => {
    const asked: string[] = [];
    expect(await loadBuyoutFeeTexts(api(SETTINGS, asked), 'uk')).toEqual({
      fee: sp('8 %'),
      insurance: sp('2 %'),
    });
    expect(asked).toEqual(['/api/extra/settings']);
    expect(await loadBuyoutFeeTexts(api(SETTINGS), 'en')).toEqual({ fee: '8%', insurance: '2%' });
  });

  it('follows a change of the stored settings, with nothing written into the texts', async () => {
    const changed = {
      ...SETTINGS,
      percentServiceFee: '7.5',
      percentInsuranceFee: '3',
      overPriceCommissionShopsList: [{ domain: 'ebay.com', percentServiceFee: '12', minCommission: '6' }],
    };
    const fees = await loadBuyoutFeeTexts(api(changed), 'uk');
    expect(fees).toEqual({ fee: sp('7,5 %'), insurance: sp('3 %') });
    renderPage(() => <Services buyoutFees={fees} />, { path: '/' });
    expect(
      await screen.findByText('Сплатіть вартість товарів, комісію за викуп від 7,5 % і страхування 3 %.'),
    ).toBeTruthy();
  });

  it("the promise agrees with the checkout: its lowest fee is a shop's own, no shop is shown less", async () => {
    const fees = (await loadBuyoutFeeTexts(api(SETTINGS), 'uk'))!;
    expect(await checkoutServiceRow('https://www.amazon.com/dp/1', '110', SETTINGS)).toBe(
      `Комісія за викуп (${fees.fee})`,
    );
    for (const link of ['https://www.bestbuy.com/p/1', 'https://www.ebay.com/itm/1']) {
      const row = await checkoutServiceRow(link, '110', SETTINGS);
      const shown = Number(/\((\d+)/.exec(row)![1]);
      expect(shown).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(LOCALES.map((locale) => [locale]))(
    '%s: the services, the how-to steps and the promo say the same',
    async (locale) => {
      const fees = (await loadBuyoutFeeTexts(api(SETTINGS), locale))!;
      const view = renderPage(
        () => (
          <>
            <Services buyoutFees={fees} />
            <HowToOrder buyoutFees={fees} />
          </>
        ),
        { path: '/', locale },
      );
      // The how-to carousel's buy-out tab, with its "pay" step.
      fireEvent.click((await screen.findAllByRole('tab'))[1]!);
      expect(screen.getAllByText(new RegExp(fees.fee.replace(/\s/g, '\\s')))).toHaveLength(2);
      const text = view.container.textContent!;
      expect(text).toContain(fees.fee);
      expect(text).toContain(fees.insurance);
      expect(text).not.toMatch(/10\s?%/);
    },
  );

  it('without the settings the texts name no figure rather than a stale one', async () => {
    const fees = await loadBuyoutFeeTexts(api(null), 'uk');
    expect(fees).toBeNull();
    renderPage(() => <Services buyoutFees={fees} />, { path: '/' });
    expect(
      await screen.findByText('Сплатіть вартість товарів, комісію за викуп і страхування.'),
    ).toBeTruthy();
  });

  it.each(LOCALES.map((locale) => [locale]))(
    '%s: every buy-out promise of the home page takes its figures from the settings',
    (locale) => {
      // Every locale has the Ukrainian keys (i18n/locales.test.ts).
      const { home, banners } = RESOURCES[locale] as unknown as Resources;
      const promises = [home.howTo.steps.pay.text, home.services.buyout.step2, banners.buyoutPromo.text];
      const plain = [
        home.howTo.steps.pay.textPlain,
        home.services.buyout.step2Plain,
        banners.buyoutPromo.textPlain,
      ];
      for (const text of promises) expect(text).toMatch(/\{\{fee\}\}.*\{\{insurance\}\}/);
      for (const text of [...promises, ...plain]) expect(text).not.toMatch(/\d\s?%/);
    },
  );
});
