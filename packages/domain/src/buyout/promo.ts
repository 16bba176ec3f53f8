/** The churn discount's masked placeholder: "Default placeholder is eight underscores" (SPEC §9). */
export const PROMO_PLACEHOLDER = '________';

/**
 * "Promo send is disabled while pending, empty, or holding the default masked code" (SPEC §5).
 */
export function canSendPromo(code: string, pending: boolean): boolean {
  const trimmed = code.trim();
  return !pending && trimmed !== '' && trimmed !== PROMO_PLACEHOLDER;
}

/** "The pay button is disabled while invalid or pending." */
export function canPay(state: { stepsValid: boolean; promoPending: boolean; saving: boolean }): boolean {
  return state.stepsValid && !state.promoPending && !state.saving;
}
