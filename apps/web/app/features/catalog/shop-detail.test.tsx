import type { CatalogShop } from '@posylka/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { pickShopCountry, ShopDetail } from './shop-detail.js';

const zalando: CatalogShop = {
  id: 2,
  slug: 'zalando',
  title: 'Zalando',
  color: '#ff6900',
  image: '/api/catalog/logos/zalando.svg',
  imageWebp: '/api/catalog/logos/zalando.svg',
  shortDescription: 'Європейський онлайн-універмаг одягу та взуття.',
  url: 'https://www.zalando.de',
  countries: [
    { code: 'DE', name: 'Німеччина' },
    { code: 'PL', name: 'Польща' },
  ],
  categories: ['clothes', 'shoes'],
};

describe('SPEC §2 catalogue detail block', () => {
  it('preselects _country when the shop ships from it, else the first country', () => {
    expect(pickShopCountry(zalando, 'PL')).toBe('PL');
    expect(pickShopCountry(zalando, 'pl')).toBe('PL');
    expect(pickShopCountry(zalando, 'US')).toBe('DE');
    expect(pickShopCountry(zalando, null)).toBe('DE');
  });

  it('shows a visitor the site link in a new window, the register/login prompt and the sign-up promo', async () => {
    renderPage(() => <ShopDetail shop={zalando} signedIn={false} />, {
      path: '/catalog/c/zalando?_country=PL',
      pattern: 'catalog/c/:slug',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Zalando');
    expect((screen.getByRole('combobox', { name: 'Країна доставки' }) as HTMLInputElement).value).toBe(
      'Польща',
    );
    const start = screen.getByRole('link', { name: /Почати покупки/ });
    expect(start.getAttribute('href')).toBe('https://www.zalando.de');
    expect(start.getAttribute('target')).toBe('_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/catalog/c/zalando?_country=PL')}`,
    );
    expect(screen.getByRole('heading', { name: 'Ще не з нами?' })).toBeTruthy();
  });
});
