import { useLayoutEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.js';

declare global {
  interface Window {
    /** Fields typed into before React hydrated, with what they held (the head's recorder). */
    __earlyInput?: WeakMap<EventTarget, string>;
  }
}

/**
 * Until React has hydrated, a field is plain HTML: the customer can type into it, but React does not
 * hear it. On hydration React keeps the typed text on screen while its state still holds the
 * server's value, and the next render (or a form library's default value) writes that back: the
 * weight typed into the calculator became "1" again, the orders search emptied. This part of the
 * head's inline script remembers what every field held when typed into before hydration.
 */
export const EARLY_INPUT_RECORDER =
  `window.__earlyInput=new WeakMap();document.addEventListener('input',function(e){var t=e.target;` +
  `if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')&&t&&typeof t.value==='string')` +
  `window.__earlyInput.set(t,t.value)},true)`;

/** Hands the text typed before hydration to React as if it had been typed now. */
export function replayEarlyInput(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setNative) return;
  const focused = field.ownerDocument.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  // React notices a change by comparing the field with the value it last saw; written through the
  // element, the value is what React sees, written through the prototype, only the screen.
  field.value = typed === '' ? ' ' : '';
  setNative.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
}

/** On hydration of the field with this id, gives React what was typed into it before. */
export function useEarlyInput(id: string): void {
  useLayoutEffect(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const typed = window.__earlyInput?.get(field);
    if (typed === undefined) return;
    window.__earlyInput?.delete(field);
    replayEarlyInput(field, typed);
  }, [id]);
}
