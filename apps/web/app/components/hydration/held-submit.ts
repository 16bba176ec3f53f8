import { useEffect, type RefObject } from 'react';

/** Where the head's submit guard leaves the last submit it held before hydration. */
export const HELD_SUBMIT = '__heldSubmit';

interface HeldSubmit {
  form: EventTarget | null;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    [HELD_SUBMIT]?: HeldSubmit;
  }
}

/**
 * Sends the submit the guard held, once, as the customer's own press: with the same button, through
 * the form's handler (its validation, its busy state). Nothing is sent when that press could not be
 * made now: another press was held since, the form has left the page (the customer moved on), or
 * the button is disabled or busy.
 */
export function replayHeldSubmit(button: HTMLButtonElement): void {
  const held = window[HELD_SUBMIT];
  if (held?.submitter !== button) return;
  delete window[HELD_SUBMIT];
  const { form } = held;
  if (!(form instanceof HTMLFormElement) || !form.isConnected || button.form !== form) return;
  if (button.disabled || button.getAttribute('aria-disabled') === 'true') return;
  form.requestSubmit(button);
}

/**
 * On a submit button's hydration, sends the press the guard held on it. It is the button, not the
 * root, that knows when: the page's parts hydrate one after another, and a submit event (unlike a
 * click) reaching a part React has not hydrated yet is not React's, so the browser would send the
 * form itself. The send waits one task, so every field of the form has handed over its early text
 * and the root has marked the page hydrated (which lets the guard pass it).
 */
export function useHeldSubmit(button: RefObject<HTMLButtonElement | null>, isSubmit: boolean): void {
  useEffect(() => {
    const element = button.current;
    if (!isSubmit || !element || window[HELD_SUBMIT]?.submitter !== element) return;
    // Taken inside the timer, so StrictMode's second run of this effect does not lose it.
    const timer = setTimeout(() => replayHeldSubmit(element), 0);
    return () => clearTimeout(timer);
  }, [button, isSubmit]);
}
