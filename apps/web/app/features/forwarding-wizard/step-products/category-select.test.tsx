import type { CategoryItem } from '@posylka/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/app-harness.js';
import { CategorySelect } from './category-select.js';

const category = (id: number, name: string): CategoryItem => ({
  id,
  name,
  dangerousGoods: false,
  isTaxFree: id === 7,
  hsCode: '6201',
});
const ALL = Array.from({ length: 25 }, (_, i) => category(i + 1, `Категорія ${i + 1}`));
const SHOES = category(7, 'Взуття');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** GET /extra/categories: "взу" finds shoes (after a moment), "ххх" nothing, no query pages through 25 categories by 20. */
function stubCategories() {
  const calls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/extra/categories') return json({ errorDescription: 'unexpected' }, 500);
      calls.push(url.searchParams);
      const query = url.searchParams.get('query');
      if (query === 'взу') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return json({ items: [SHOES], total: 1 });
      }
      if (query) return json({ items: [], total: 0 });
      const page = Number(url.searchParams.get('page'));
      return json({ items: ALL.slice((page - 1) * 20, page * 20), total: ALL.length });
    }),
  );
  return calls;
}

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<{ id: string; name: string } | null>({ id: '3', name: 'Одяг' });
  const [picked, setPicked] = useState<CategoryItem | null>(null);
  return (
    <>
      <CategorySelect
        label="Категорія"
        value={value}
        disabled={disabled}
        onChange={(c) => {
          setPicked(c);
          setValue({ id: String(c.id), name: c.name });
        }}
      />
      <output data-testid="picked">{picked ? `${picked.id}|${picked.name}|${picked.isTaxFree}` : ''}</output>
    </>
  );
}

describe('category select', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on focus with the first page and loads the next one when the arrows come near the end', async () => {
    const calls = stubCategories();
    renderPage(() => <Harness />, { path: '/' });
    const input = (await screen.findByRole('combobox', { name: 'Категорія' })) as HTMLInputElement;
    expect(input.value).toBe('Одяг');
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('Одяг');
    expect(await screen.findAllByRole('option')).toHaveLength(20);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'End' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(calls.map((c) => c.get('page'))).toEqual(['1', '2']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('picked').textContent).toBe('21|Категорія 21|false');
    expect(input.value).toBe('Категорія 21');
  });

  it('searches after the pause, picks the first match with Enter and says when nothing matches', async () => {
    const calls = stubCategories();
    renderPage(() => <Harness />, { path: '/' });
    const input = (await screen.findByRole('combobox', { name: 'Категорія' })) as HTMLInputElement;
    fireEvent.focus(input);
    await screen.findAllByRole('option');
    fireEvent.change(input, { target: { value: 'ххх' } });
    expect(await screen.findByText('Нічого не знайдено')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'в' } });
    fireEvent.change(input, { target: { value: 'взу' } });
    expect(await screen.findByText('Завантаження…')).toBeTruthy();
    await screen.findByRole('option', { name: 'Взуття' });
    expect(calls.map((c) => c.get('query'))).toEqual([null, 'ххх', 'взу']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('picked').textContent).toBe('7|Взуття|true');
    expect(input.value).toBe('Взуття');
  });

  it('a disabled select ("no category") does not open', async () => {
    const calls = stubCategories();
    renderPage(() => <Harness disabled />, { path: '/' });
    const input = (await screen.findByRole('combobox', { name: 'Категорія' })) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    fireEvent.click(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(calls).toEqual([]);
  });
});
