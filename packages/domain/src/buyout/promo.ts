/** The churn discount's masked placeholder: "Default placeholder is eight underscores" (SPEC §9). */
export const PROMO_PLACEHOLDER = '________';

/**
 * "Promo send is disabled while pending, empty, or holding the default masked code" (SPEC §5).
 */
export function canSendPromo(code: string, pending: boolean): boolean {
  const trimmed = code.trim();
  return !pending && trimmed !== '' && trimmed !== PROMO_PLACEHOLDER;
}

/** What keeps the pay button disabled, for the reason shown next to it (issue 18 item 3). */
export type PayBlocker = 'saving' | 'notSaved' | 'invalid' | 'promoPending';

/**
 * "The pay button is disabled while invalid or pending": the first thing that keeps it disabled, or
 * null when it may be pressed. `saved` is whether the draft exists yet (checkout needs its id).
 */
export function payBlocker(state: {
  stepsValid: boolean;
  promoPending: boolean;
  saving: boolean;
  saved?: boolean;
}): PayBlocker | null {
  if (state.saving) return 'saving';
  if (state.saved === false) return 'notSaved';
  if (!state.stepsValid) return 'invalid';
  if (state.promoPending) return 'promoPending';
  return null;
}

/** "The pay button is disabled while invalid or pending." */
export function canPay(state: { stepsValid: boolean; promoPending: boolean; saving: boolean }): boolean {
  return payBlocker(state) === null;
}
