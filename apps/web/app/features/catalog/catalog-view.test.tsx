import type { CatalogShop, CatalogShopsResponse } from '@posylka/contract';
import { EMPTY_CATALOG_FILTER, type CatalogFilter } from '@posylka/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { CatalogView } from './catalog-view.js';

function shop(id: number): CatalogShop {
  return {
    id,
    slug: `shop-${id}`,
    title: `Shop ${id}`,
    color: '#123456',
    image: `/api/catalog/logos/shop-${id}.svg`,
    imageWebp: `/api/catalog/logos/shop-${id}.svg`,
    shortDescription: 'Опис',
    url: `https://shop-${id}.example`,
    countries: [{ code: 'US', name: 'США' }],
    categories: ['clothes'],
  };
}

function page(total: number, current = 1): CatalogShopsResponse {
  const pages = Math.max(1, Math.ceil(total / 24));
  const count = Math.max(0, Math.min(24, total - (current - 1) * 24));
  return {
    items: Array.from({ length: count }, (_, i) => shop((current - 1) * 24 + i + 1)),
    total,
    page: current,
    pages,
    pageSize: 24,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function render(
  shops: CatalogShopsResponse | null,
  options: { filter?: Partial<CatalogFilter>; locale?: 'uk' | 'en'; path?: string } = {},
) {
  const filter = { ...EMPTY_CATALOG_FILTER, ...options.filter };
  const Page = () => (
    <>
      <CatalogView filter={filter} shops={shops} categories={[]} countries={[{ code: 'US', text: 'США' }]} />
      <Location />
    </>
  );
  const path = options.path ?? (options.locale === 'en' ? '/en/catalog' : '/catalog');
  return renderPage(Page, { path, pattern: '*', locale: options.locale ?? 'uk' });
}

describe('CatalogView (SPEC §2 catalogue)', () => {
  it('counts shops with Ukrainian plural forms and shows a window of 5 pages', async () => {
    render(page(300, 7), { filter: { page: 7 }, path: '/catalog?page=7' });
    expect(await screen.findByText('300 магазинів')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Сторінки каталогу' });
    expect([...nav.querySelectorAll('.pagination__page')].map((a) => a.textContent)).toEqual([
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(screen.getByRole('link', { name: 'Сторінка 7' }).getAttribute('aria-current')).toBe('page');
    // Page 1 is written without ?page.
    expect(screen.getByRole('link', { name: 'Попередня сторінка' }).getAttribute('href')).toBe(
      '/catalog?page=6',
    );
  });

  it('hides the pagination for a single page', async () => {
    render(page(3));
    expect(await screen.findByText('3 магазини')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Сторінки каталогу' })).toBeNull();
  });

  it('hides the pagination in English and offers "Show more"', async () => {
    render(page(60), { locale: 'en' });
    expect(await screen.findByText('60 shops')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Catalogue pages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('says "Nothing found" when no shop matches, and reports a failed load', async () => {
    const { unmount } = render(page(0), { filter: { search: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'Нічого не знайдено' })).toBeTruthy();
    unmount();
    render(null);
    expect((await screen.findByRole('alert')).textContent).toContain('Не вдалося завантажити каталог');
  });

  it('applies the search 1 s after the last keystroke, from page 1', async () => {
    render(page(60, 2), { filter: { page: 2 }, path: '/catalog?page=2' });
    const box = await screen.findByRole('searchbox', { name: 'Пошук магазину' });
    fireEvent.change(box, { target: { value: 'nik' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId('location').textContent).toContain('/catalog?page=2');
    fireEvent.change(box, { target: { value: 'nike' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByTestId('location').textContent).toContain('/catalog?page=2');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/catalog?search=nike'));
  });
});
