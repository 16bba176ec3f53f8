import { act, StrictMode, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../ui/button.js';
import { Input } from '../ui/input.js';
import { EARLY_INPUT_RECORDER } from './early-input.js';
import { HELD_SUBMIT, replayHeldSubmit } from './held-submit.js';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.js';
import { SUBMIT_GUARD, useMarkHydrated } from './submit-guard.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The head's inline script, as the browser runs it before the page's scripts.
new Function(`${SUBMIT_GUARD};${EARLY_INPUT_RECORDER}`)();

/** What each hydrated form sent, in order. */
let sent: string[] = [];

/** A login-like form: react-hook-form, a default value, a submit button that may be disabled. */
function SignIn({ disabled = false }: { disabled?: boolean }) {
  useMarkHydrated();
  const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });
  // The server renders the button enabled; `disabled` takes effect only once React has hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form onSubmit={handleSubmit((values) => void sent.push(values.email))}>
      <Input id="email" label="E-mail" {...register('email')} />
      <Button type="submit" disabled={hydrated && disabled}>
        Увійти
      </Button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  sent = [];
  delete window[HELD_SUBMIT];
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

/** The server's HTML in the page, before any script of the app has run. */
function serverPage(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

function typeAndPress(page: HTMLElement, email: string): SubmitEvent {
  const field = page.querySelector<HTMLInputElement>('#email')!;
  // As the browser types: past React's tracker of the field's value.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, email);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  let seen: SubmitEvent | undefined;
  page.addEventListener('submit', (event) => (seen = event as SubmitEvent), { once: true });
  page.querySelector('form')!.requestSubmit(page.querySelector('button')!);
  return seen!;
}

async function hydrate(page: HTMLElement, ui: React.ReactElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(page, ui);
  });
  // The held press is sent one task after the button's hydration.
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

describe('a submit pressed before the page hydrated', () => {
  it('is held, then sent once through the form handler with what was typed', async () => {
    const page = serverPage(<SignIn />);
    const press = typeAndPress(page, 'early@posylka.test');
    expect(press.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await hydrate(page, <SignIn />);
    expect(sent).toEqual(['early@posylka.test']);
    expect(window[HELD_SUBMIT]).toBeUndefined();
  });

  it('pressed twice, is sent once (the last press)', async () => {
    const page = serverPage(<SignIn />);
    typeAndPress(page, 'first@posylka.test');
    typeAndPress(page, 'second@posylka.test');
    await hydrate(page, <SignIn />);
    expect(sent).toEqual(['second@posylka.test']);
  });

  it('is sent once under StrictMode, whose effects run twice', async () => {
    const ui = (
      <StrictMode>
        <SignIn />
      </StrictMode>
    );
    const page = serverPage(ui);
    typeAndPress(page, 'strict@posylka.test');
    await hydrate(page, ui);
    expect(sent).toEqual(['strict@posylka.test']);
  });

  it('is not sent when the button is disabled once the page runs', async () => {
    const page = serverPage(<SignIn disabled />);
    typeAndPress(page, 'blocked@posylka.test');
    await hydrate(page, <SignIn disabled />);
    expect(sent).toEqual([]);
  });

  it('is not sent when its form has left the page', () => {
    const page = serverPage(<SignIn />);
    typeAndPress(page, 'gone@posylka.test');
    const button = page.querySelector('button')!;
    page.querySelector('form')!.remove();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    expect(() => replayHeldSubmit(button)).not.toThrow();
    expect(sent).toEqual([]);
  });

  it('is not held at all once the page has hydrated: React hears it itself', async () => {
    const page = serverPage(<SignIn />);
    await hydrate(page, <SignIn />);
    const press = typeAndPress(page, 'late@posylka.test');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(window[HELD_SUBMIT]).toBeUndefined();
    expect(sent).toEqual(['late@posylka.test']);
    expect(press.defaultPrevented).toBe(true);
  });
});
