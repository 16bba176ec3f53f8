import { useEffect } from 'react';
import { useNonce } from '../layout/nonce.js';
import { EARLY_INPUT_RECORDER } from './early-input.js';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.js';
import { HELD_SUBMIT } from './held-submit.js';

/**
 * Until the page's scripts have run, a form is plain HTML: its submit would go to the browser, and a
 * form without a method sends its fields in the address (`/login?email=…&password=…`), into history
 * and access logs. This inline script, first in the head, holds any submit until React has hydrated
 * and remembers the last one held; once React owns the form, its submit button sends that press
 * through the form's own handler (held-submit.ts), so the customer need not press again. Forms that carry a password or
 * a document number also say method="post", for a browser with no scripts at all.
 */
export const SUBMIT_GUARD =
  `document.addEventListener('submit',function(e){` +
  `if(!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')){e.preventDefault();` +
  `window.${HELD_SUBMIT}={form:e.target,submitter:e.submitter||null}}},true)`;

/** First in the head: the submit guard and the recorder of fields typed into before hydration. */
export function SubmitGuardScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `${SUBMIT_GUARD};${EARLY_INPUT_RECORDER}` }}
    />
  );
}

/** Marks the page hydrated (an effect runs only after React has attached its handlers). */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
