import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { PhoneField } from './phone-field.js';

// Issue 18 item 4: the phone input takes any habit, keeps the caret, says why it cannot verify yet.
function Field() {
  const [value, setValue] = useState('');
  return <PhoneField value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: 'Номер телефону' }) as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Підтвердити' }) as HTMLButtonElement;
const setNative = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Types `text` key by key at the end of the field, as a keyboard would. */
function typeKeys(text: string) {
  for (const ch of text) fireEvent.change(field(), { target: { value: field().value + ch } });
}

/** The browser's own edit: new raw text with the caret at `caret`, then the input event. */
function editAt(raw: string, caret: number) {
  const el = field();
  el.focus();
  setNative.call(el, raw);
  el.setSelectionRange(caret, caret);
  fireEvent.input(el);
}

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function mount() {
  renderPage(() => <Field />, { path: '/orders' });
  await screen.findByRole('textbox', { name: 'Номер телефону' });
}

describe('PhoneField: a phone input that accepts any habit', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it.each(['+380 67 123 45 67', '380671234567', '0671234567', '067-123-45-67', '(067) 123 45 67'])(
    'typed key by key, %j becomes +38 (067) 123 45 67',
    async (habit) => {
      await mount();
      typeKeys(habit);
      expect(field().value).toBe('+38 (067) 123 45 67');
      expect(verifyButton().disabled).toBe(false);
    },
  );

  it.each(['+380 67 123 45 67', '380671234567', '067-123-45-67'])(
    'pasted over a number already there, %j replaces it',
    async (habit) => {
      await mount();
      typeKeys('0501112233');
      const el = field();
      el.focus();
      el.setSelectionRange(4, 4);
      fireEvent.paste(el, { clipboardData: { getData: () => habit } });
      // The paste handler selected the whole old number, so the browser's paste replaces it.
      expect([el.selectionStart, el.selectionEnd]).toEqual([0, el.value.length]);
      editAt(habit, habit.length);
      expect(field().value).toBe('+38 (067) 123 45 67');
    },
  );

  it('the caret stays by the digit typed in the middle', async () => {
    await mount();
    typeKeys('067123456');
    // "+38 (067) 12|3 45 6" and 9 typed there.
    editAt('+38 (067) 129345 6', '+38 (067) 129'.length);
    expect(field().value).toBe('+38 (067) 129 34 56');
    expect(field().selectionStart).toBe('+38 (067) 129'.length);
  });

  it('a short or wrong number says why "Verify" is disabled, next to the field', async () => {
    await mount();
    expect(verifyButton().disabled).toBe(true);
    expect(describedText(verifyButton())).toBe('Введіть номер, щоб підтвердити його.');

    typeKeys('067123');
    expect(verifyButton().disabled).toBe(true);
    expect(describedText(verifyButton())).toMatch(/Введіть повний номер телефону/);
    expect(describedText(field())).toMatch(/Введіть повний номер телефону/);

    fireEvent.change(field(), { target: { value: '0121234567' } });
    expect(describedText(verifyButton())).toMatch(/Код оператора 012 не підтримується/);

    fireEvent.change(field(), { target: { value: '0671234567' } });
    expect(verifyButton().disabled).toBe(false);
    expect(verifyButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('Enter in a complete number opens the verification; in an incomplete one it does nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}), { status: 500 })),
    );
    await mount();
    typeKeys('067123');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    typeKeys('4567');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
