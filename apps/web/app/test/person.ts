import { act, fireEvent } from '@testing-library/react';

/**
 * A person at the keyboard and mouse, for the "calm forms" tests (issue 18 item 3), without
 * user-event: a click outside an open modal lands on its backdrop (the dialog covers the page), and
 * each typed key goes to whatever has the focus at that moment, with React's effects flushed between
 * keys, so a dialog that steals the focus mid-word loses the rest of the word as it would in a
 * browser.
 */
export async function click(element: HTMLElement): Promise<void> {
  const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const covered = dialog != null && !dialog.contains(element);
  const target = covered
    ? (dialog.parentElement?.querySelector<HTMLElement>('.modal__backdrop') ?? dialog)
    : element;
  await act(async () => {
    if (!covered && element.matches('input, textarea, select, button')) element.focus();
    fireEvent.click(target);
  });
}

/**
 * Types `text` key by key into the focused element (keys typed into no field are lost). With
 * `replace`, the first key replaces what the field holds (all of it selected first).
 */
export async function typeKeys(text: string, { replace = false } = {}): Promise<void> {
  let first = replace;
  for (const key of text) {
    await act(async () => {
      const target = document.activeElement;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
      fireEvent.keyDown(target, { key });
      fireEvent.change(target, { target: { value: first ? key : target.value + key } });
      fireEvent.keyUp(target, { key });
    });
    first = false;
  }
}

/** Clicks into `field` and types `text` over what it holds. */
export async function typeInto(field: HTMLElement, text: string): Promise<void> {
  await click(field);
  await typeKeys(text, { replace: true });
}

/** Leaves the focused field the way Tab would (blur). */
export async function leaveField(): Promise<void> {
  await act(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
}

/** Presses Enter on the focused element: a focused button is activated, as in a browser. */
export async function pressEnter(): Promise<void> {
  await act(async () => {
    const target = document.activeElement as HTMLElement | null;
    if (!target) return;
    const proceed = fireEvent.keyDown(target, { key: 'Enter' });
    if (proceed && target instanceof HTMLButtonElement && !target.disabled) target.click();
    fireEvent.keyUp(target, { key: 'Enter' });
  });
}
