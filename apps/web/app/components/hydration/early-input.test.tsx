import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '../ui/input.js';
import { EARLY_INPUT_RECORDER } from './early-input.js';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The head's recorder, as the browser runs it before the page's scripts.
new Function(EARLY_INPUT_RECORDER)();

function Weight() {
  const [weight, setWeight] = useState('1');
  return (
    <>
      <Input id="weight" label="Вага, кг" value={weight} onChange={(e) => setWeight(e.target.value)} />
      <output>{weight}</output>
    </>
  );
}

function Search() {
  const { register, watch } = useForm({ defaultValues: { search: '' } });
  return (
    <>
      <Input id="search" label="Пошук" {...register('search')} />
      <output>{watch('search')}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

/** The server's HTML, typed into as a customer would before the scripts ran, then hydrated. */
function typeThenHydrate(ui: React.ReactElement, id: string, typed: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement>(`#${id}`)!;
  field.focus();
  field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  act(() => {
    root = hydrateRoot(container, ui);
  });
  return container;
}

describe('text typed before hydration', () => {
  it("reaches a controlled field's state: the weight stays 25, not the server's 1", () => {
    const page = typeThenHydrate(<Weight />, 'weight', '25');
    expect(page.querySelector('output')?.textContent).toBe('25');
    expect(page.querySelector<HTMLInputElement>('#weight')?.value).toBe('25');
    expect(document.activeElement?.id).toBe('weight');
  });

  it("reaches a form library's field that has a default value", () => {
    const page = typeThenHydrate(<Search />, 'search', 'PS-000003');
    expect(page.querySelector<HTMLInputElement>('#search')?.value).toBe('PS-000003');
    expect(page.querySelector('output')?.textContent).toBe('PS-000003');
  });

  it('is not replayed for what is typed after hydration, which React hears itself', () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Weight />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('#weight')!;
    field.value = '7';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__earlyInput?.has(field)).toBe(false);
  });
});
