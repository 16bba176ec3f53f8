// "The customer always sees ... what it will cost" (issue 5): the delivery with the promo and the
// bonuses off it (SPEC §9 "Promo: 100 UAH off delivery"; bonuses "cover international delivery
// only"), the fees and the total to pay, all computed by the server (shipment.charges).
import type { ForwardingOrder, Shipment } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { DeliveryCalc } from './delivery-calc.js';
import { testOrder, testShipment } from './test-order.js';

const uah = (amount: string) => ({ amount, currency: 'UAH' as const });

async function rowsOf(order: ForwardingOrder, shipment: Shipment, locale: Locale = 'uk') {
  renderPage(() => <DeliveryCalc order={order} shipment={shipment} />, {
    path: '/forwarding/show/x',
    pattern: 'forwarding/show/:id',
    locale,
  });
  await screen.findByRole('heading', { level: 2 });
  return Object.fromEntries(
    [...document.querySelectorAll('.fw-show-calc__row')].map((row) => [
      row.querySelector('dt')!.firstChild!.textContent!.replace(/\s/g, ' '),
      row.querySelector('dd')!.textContent!.replace(/\s/g, ' '),
    ]),
  );
}

const withDiscounts = (bonusesSpent: boolean) =>
  testShipment({
    charges: {
      deliveryUah: uah('767.94'),
      promoDiscount: uah('100.00'),
      bonusesUsed: uah('250.00'),
      bonusesSpent,
      deliveryToPay: uah('417.94'),
      servicesUah: uah('0.00'),
      handlingFeeUah: uah('73.14'),
      guaranteeUah: uah('29.25'),
      insuranceUah: uah('0.00'),
      customsUah: uah('365.37'),
      totalToPay: uah('885.70'),
    },
  });

describe('DeliveryCalc: what the parcel will cost', () => {
  it('plain delivery: the UAH equivalent, the fees and the total; no discount rows', async () => {
    const rows = await rowsOf(testOrder(), testShipment());
    expect(rows['Міжнародна доставка']).toMatch(/21[.,]00.*≈ 767,94/);
    expect(rows['Обробка посилки на складі']).toMatch(/73,14/);
    expect(rows['Гарантія (1 %)']).toBe('0,80 $ ≈ 29,25 ₴');
    expect(rows['Страховий збір (2 %)']).toBe('1,60 $ ≈ 58,51 ₴');
    expect(screen.getByText('сплачується при отриманні посилки')).toBeTruthy();
    expect(rows['Разом до сплати']).toMatch(/928,84/);
    expect(rows['Доставка до сплати']).toBeUndefined();
    expect(Object.keys(rows).some((term) => term?.startsWith('Промокод'))).toBe(false);
  });

  it('a promo code and the bonuses planned for delivery come off, with the delivery left to pay', async () => {
    const order = testOrder({ promo: { code: 'WELCOME100', format: 'amount', churn: false } });
    const rows = await rowsOf(order, withDiscounts(false));
    expect(rows['Промокод WELCOME100']).toMatch(/^− 100,00/);
    expect(rows['Бонуси на доставку']).toMatch(/^− 250,00/);
    expect(screen.getByText('спишемо, коли посилка залишить склад')).toBeTruthy();
    expect(rows['Доставка до сплати']).toMatch(/417,94/);
    expect(rows['Разом до сплати']).toMatch(/885,70/);
    expect(screen.getByText('з орієнтовними митними платежами')).toBeTruthy();
  });

  it('a churn discount has no code; bonuses taken at dispatch say so', async () => {
    const order = testOrder({ promo: { code: '', format: 'amount', churn: true } });
    const rows = await rowsOf(order, withDiscounts(true));
    expect(rows['Знижка на доставку']).toMatch(/^− 100,00/);
    expect(rows['Списано бонусів на доставку']).toMatch(/^− 250,00/);
    expect(screen.queryByText('спишемо, коли посилка залишить склад')).toBeNull();
  });
});

describe('DeliveryCalc: the warehouse that took the parcel prices it (issue 13, SPEC §9 grid per warehouse)', () => {
  it.each([
    ['uk', 'Склад', 'Орегон, Портленд'],
    ['ru', 'Склад', 'Орегон, Портленд'],
    ['en', 'Warehouse', 'Oregon, Portland'],
    ['ro', 'Depozit', 'Oregon, Portland'],
    ['eng', 'Warehouse', 'Oregon, Portland'],
  ] as const)('%s: "%s: %s"', async (locale, term, name) => {
    const rows = await rowsOf(testOrder(), testShipment({ warehouseId: 'us-or' }), locale);
    expect(rows[term]).toBe(name);
  });

  it('a warehouse named after its city shows once; none before the parcel is received', async () => {
    const order = testOrder({
      country: { id: 'PL', currency: 'PLN', maxCost: null, text: 'Польща', icon: '🇵🇱' },
    });
    expect((await rowsOf(order, testShipment({ warehouseId: 'pl-rze' })))['Склад']).toBe('Жешув');
    document.body.innerHTML = '';
    expect((await rowsOf(testOrder(), testShipment({ warehouseId: null })))['Склад']).toBeUndefined();
  });
});
