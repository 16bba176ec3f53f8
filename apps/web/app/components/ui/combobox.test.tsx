import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { Combobox } from './combobox.js';

interface Fruit {
  id: string;
  name: string;
}
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Абрикос' },
  { id: 'b', name: 'Банан' },
  { id: 'c', name: 'Вишня' },
];

/** What a pointer does to an option: press, release, click (the press must not steal the focus). */
function press(element: Element) {
  fireEvent.mouseDown(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

function Fruits({
  onBlur,
  openOnFocus,
  status,
  error,
  hint,
}: {
  onBlur?: () => void;
  openOnFocus?: boolean;
  status?: ReactNode;
  error?: string;
  hint?: string;
}) {
  const [value, setValue] = useState<Fruit | null>(null);
  const [query, setQuery] = useState('');
  const items = FRUITS.filter((f) => f.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <>
      <Combobox
        label="Фрукт"
        items={items}
        itemToKey={(f) => f.id}
        itemToString={(f) => f.name}
        selectedKey={value?.id ?? null}
        selectedLabel={value?.name ?? ''}
        onSelect={setValue}
        onInputChange={setQuery}
        placeholder="Оберіть фрукт"
        status={status ?? (items.length === 0 ? 'Нічого' : null)}
        {...(onBlur ? { onBlur } : {})}
        {...(openOnFocus ? { openOnFocus } : {})}
        {...(error ? { error } : {})}
        {...(hint ? { hint } : {})}
      />
      <output data-testid="value">{value?.id ?? ''}</output>
      <button type="button">Далі</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Фрукт' }) as HTMLInputElement;
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');

describe('Combobox (WAI-ARIA combobox on Downshift)', () => {
  it('names the input and the listbox by the label and ties them together', () => {
    renderWithI18n(<Fruits />);
    const input = box();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Фрукт' })).toBe(list);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Абрикос', 'Банан', 'Вишня']);
  });

  it('arrows move through the options, Enter picks, the input shows the pick and keeps the focus', () => {
    renderWithI18n(<Fruits />);
    const input = box();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Абрикос');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption()?.textContent).toBe('Банан');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('b');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Банан');
    expect(document.activeElement).toBe(input);
    // Opening again starts on the picked option.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('Банан');
  });

  it('typing filters and highlights the first match, so Enter takes it', () => {
    renderWithI18n(<Fruits />);
    const input = box();
    fireEvent.change(input, { target: { value: 'ви' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Вишня']);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('c');
    expect(input.value).toBe('Вишня');
  });

  it('Escape closes without picking or clearing; the typed text goes and the value shows again', () => {
    const outer = vi.fn();
    renderWithI18n(
      <div onKeyDown={(e) => outer(e.key)}>
        <Fruits />
      </div>,
    );
    const input = box();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'ба' } });
    expect(input.placeholder).toBe('Абрикос');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Абрикос');
    // That Escape was the list's: a dialog around the field would only see the next one.
    expect(outer).not.toHaveBeenCalledWith('Escape');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(outer).toHaveBeenCalledWith('Escape');
    expect(screen.getByTestId('value').textContent).toBe('a');
    expect(input.value).toBe('Абрикос');
  });

  it('a click or tap picks an option and the focus stays in the input', () => {
    renderWithI18n(<Fruits />);
    const input = box();
    input.focus();
    fireEvent.click(input);
    press(screen.getByRole('option', { name: 'Вишня' }));
    expect(screen.getByTestId('value').textContent).toBe('c');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    // A second click on the input closes an open list.
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaving the field closes the list without picking the highlighted option', () => {
    const onBlur = vi.fn();
    renderWithI18n(<Fruits onBlur={onBlur} />);
    const input = box();
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    act(() => screen.getByRole('button', { name: 'Далі' }).focus());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('says why there are no options in a line of the popup', () => {
    renderWithI18n(<Fruits />);
    fireEvent.change(box(), { target: { value: 'ківі' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Нічого')).toBeTruthy();
    // Enter with nothing to pick keeps the list and its message.
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on focus when asked to, and a click then keeps it open', () => {
    renderWithI18n(<Fruits openOnFocus status="Введіть щонайменше 2 літери" />);
    const input = box();
    act(() => input.focus());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Введіть щонайменше 2 літери')).toBeTruthy();
  });

  it('a button in the status line works by pointer and keyboard and the list stays with the input', () => {
    const retry = vi.fn();
    const onBlur = vi.fn();
    renderWithI18n(
      <Fruits
        openOnFocus
        onBlur={onBlur}
        status={
          <button type="button" onClick={retry}>
            Спробувати ще раз
          </button>
        }
      />,
    );
    const input = box();
    act(() => input.focus());
    const button = screen.getByRole('button', { name: 'Спробувати ще раз' });
    press(button);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
    // Tab reaches the button: the list stays open, and pressing it hands the focus back to the input.
    act(() => button.focus());
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(retry).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(input);
    // Tabbing on out of the popup closes it and counts as leaving the field.
    act(() => screen.getByRole('button', { name: 'Далі' }).focus());
    act(() => button.focus());
    act(() => screen.getByRole('button', { name: 'Далі' }).focus());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onBlur).toHaveBeenCalled();
  });

  it('describes the input by its error, or else by its hint', () => {
    const { unmount } = renderWithI18n(<Fruits hint="Підказка" />);
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Підказка',
    );
    expect(box().getAttribute('aria-invalid')).toBeNull();
    unmount();
    renderWithI18n(<Fruits hint="Підказка" error="Оберіть фрукт" />);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Оберіть фрукт',
    );
    expect(screen.queryByText('Підказка')).toBeNull();
  });
});

function FruitForm({ onSubmit }: { onSubmit: (values: { fruit: string }) => void }) {
  const form = useForm<{ fruit: string }>({ defaultValues: { fruit: '' } });
  const [query, setQuery] = useState('');
  const fruit = form.watch('fruit');
  const items = FRUITS.filter((f) => f.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="fruit"
        rules={{ required: 'Оберіть фрукт' }}
        render={({ field, fieldState }) => (
          <Combobox
            ref={field.ref}
            label="Фрукт"
            items={items}
            itemToKey={(f) => f.id}
            itemToString={(f) => f.name}
            selectedKey={field.value || null}
            selectedLabel={FRUITS.find((f) => f.id === fruit)?.name ?? ''}
            onSelect={(f) => field.onChange(f.id)}
            onInputChange={setQuery}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Зберегти</button>
      <button type="button" onClick={() => form.reset({ fruit: '' })}>
        Скинути
      </button>
    </form>
  );
}

describe('Combobox in a react-hook-form form', () => {
  it('shows the error, takes the focus on a failed submit and writes the picked key', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<FruitForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Оберіть фрукт')).toBeTruthy();
    expect(document.activeElement).toBe(box());
    fireEvent.change(box(), { target: { value: 'бан' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().value).toBe('Банан');
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ fruit: 'b' });
    // A reset of the form clears what the input shows.
    fireEvent.click(screen.getByRole('button', { name: 'Скинути' }));
    expect(box().value).toBe('');
  });
});
