import type { CheckoutState } from './state.js';

/** What the saved draft holds, for moving its checkoutState. */
export type DraftProgress = {
  /** Country, company (or companyName) and the track block are saved. */
  hasDeclaration: boolean;
  /** At least one item priced above 0. */
  hasProducts: boolean;
  isOverLimit: boolean;
  /** Over the limit: an invoice and a passport are attached. */
  documentsDone: boolean;
};

/**
 * checkoutState of a draft after a save. SPEC §4: "checkoutState moves new, declaration, documents,
 * delivery, completed", with the wizard's "DOCUMENTS (only over customs clearance)":
 * - 'declaration' once country, company and the track number block are saved (step 1 done);
 * - 'documents' when over the limit and products are saved, until the documents are attached;
 * - 'delivery' when products (and documents when needed) are done.
 * 'completed' is set only by completion; a completed or duplicate order keeps its state. A draft
 * whose products step is emptied goes back, so the edit flow opens the step that still needs work.
 */
export function nextCheckoutState(current: CheckoutState, progress: DraftProgress): CheckoutState {
  if (current === 'completed' || current === 'duplicate') return current;
  if (!progress.hasDeclaration) return 'new';
  if (!progress.hasProducts) return 'declaration';
  if (progress.isOverLimit && !progress.documentsDone) return 'documents';
  return 'delivery';
}
