import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { CityAutocomplete, type PickedCity } from './city-autocomplete.js';

const LVIV = {
  ref: 'db5c88f5-391c-11dd-90d9-001a92567626',
  name: 'Львів',
  fullName: 'Львів, Львівська обл.',
  area: 'Львівська обл.',
  settlementType: 'місто',
};
const LVIVSKE = {
  ref: '0e3bd2a9-4b33-11e4-ab6d-005056801329',
  name: 'Львівське',
  fullName: 'Львівське, Херсонська обл.',
  area: 'Херсонська обл.',
  settlementType: 'село',
};

type Answer = () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers the city search with the queued answers, one a request (the last one repeats). */
function stubCities(...answers: Answer[]) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/dictionary/cities') return json({ errorDescription: 'unexpected' }, 500);
      queries.push(url.searchParams.get('query') ?? '');
      return (answers.length > 1 ? answers.shift()! : answers[0]!)();
    }),
  );
  return queries;
}

function Harness({ initial = null }: { initial?: PickedCity | null }) {
  const [city, setCity] = useState<PickedCity | null>(initial);
  return (
    <>
      <CityAutocomplete label="Місто" value={city} onChange={setCity} />
      <output data-testid="picked">{city ? `${city.ref}|${city.fullName}` : ''}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Місто' }) as HTMLInputElement;
const list = () => screen.getByRole('listbox', { name: 'Місто' });
describe('city autocomplete', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 2 letters, searches once after the pause, and picks a city by keyboard', async () => {
    const queries = stubCities(() => json([LVIV, LVIVSKE]));
    renderPage(() => <Harness />, { path: '/' });
    const input = await screen.findByRole('combobox', { name: 'Місто' });
    expect(input.getAttribute('placeholder')).toBe('Почніть вводити назву');
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The hint stands under the field (describing it) and in the open list.
    expect(screen.getAllByText('Введіть щонайменше 2 літери')).toHaveLength(2);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Введіть щонайменше 2 літери',
    );
    fireEvent.change(input, { target: { value: 'Л' } });
    fireEvent.change(input, { target: { value: 'Ль' } });
    expect(screen.getByText('Шукаємо…')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Льв' } });
    const options = await within(list()).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Львів, Львівська обл. · місто',
      'Львівське, Херсонська обл. · село',
    ]);
    expect(queries).toEqual(['Льв']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('picked').textContent).toBe(`${LVIVSKE.ref}|${LVIVSKE.fullName}`);
    expect(box().value).toBe('Львівське, Херсонська обл.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // With a city picked the field hint is gone.
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('listbox', { name: 'Місто' })).toBeNull();
  });

  it('says when nothing is found, and offers a retry when the search fails', async () => {
    const queries = stubCities(
      () => json([]),
      () => json({ errorDescription: 'down' }, 503),
      () => json([LVIV]),
    );
    renderPage(() => <Harness />, { path: '/' });
    const input = await screen.findByRole('combobox', { name: 'Місто' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Лввв' } });
    expect(await screen.findByText('Нічого не знайдено')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Льв' } });
    expect(await screen.findByText(/Не вдалося завантажити міста/)).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Спробувати ще раз' });
    fireEvent.mouseDown(retry);
    fireEvent.mouseUp(retry);
    fireEvent.click(retry);
    const option = await screen.findByRole('option', { name: /Львів, Львівська обл\./ });
    expect(queries).toEqual(['Лввв', 'Льв', 'Льв']);
    fireEvent.mouseDown(option);
    fireEvent.mouseUp(option);
    fireEvent.click(option);
    expect(screen.getByTestId('picked').textContent).toBe(`${LVIV.ref}|${LVIV.fullName}`);
  });

  it('shows the city of the form and keeps it while the user searches and gives up', async () => {
    stubCities(() => json([LVIV]));
    renderPage(() => <Harness initial={{ ref: LVIV.ref, fullName: LVIV.fullName }} />, { path: '/' });
    const input = (await screen.findByRole('combobox', { name: 'Місто' })) as HTMLInputElement;
    expect(input.value).toBe('Львів, Львівська обл.');
    fireEvent.focus(input);
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('Львів, Львівська обл.');
    fireEvent.change(input, { target: { value: 'Ки' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('Львів, Львівська обл.');
    expect(screen.getByTestId('picked').textContent).toBe(`${LVIV.ref}|${LVIV.fullName}`);
  });
});
