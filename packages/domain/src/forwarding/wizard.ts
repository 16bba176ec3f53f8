/** Steps of the forwarding create wizard, in order (SPEC §4 "Wizard"). */
export const WIZARD_STEPS = ['ORDER', 'PRODUCTS', 'DOCUMENTS', 'DELIVERY'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** "DOCUMENTS (only over customs clearance)": the steps the user sees. */
export function visibleWizardSteps(isOverCustomsLimit: boolean): WizardStep[] {
  return WIZARD_STEPS.filter((step) => step !== 'DOCUMENTS' || isOverCustomsLimit);
}

export type WizardProgress = {
  isOverCustomsLimit: boolean;
  countryChosen: boolean;
  /** Something filled in the products step (a row with any value). */
  productsFilled: boolean;
  documentsFilled: boolean;
};

/**
 * Opening rules (SPEC §4): "Products opens only with a country chosen. Documents opens only when
 * products has something filled. Delivery opens after documents or products are filled." We read
 * the last one as "after the step before it": documents when that step is shown, else products.
 */
export function canOpenStep(step: WizardStep, progress: WizardProgress): boolean {
  switch (step) {
    case 'ORDER':
      return true;
    case 'PRODUCTS':
      return progress.countryChosen;
    case 'DOCUMENTS':
      return progress.isOverCustomsLimit && progress.countryChosen && progress.productsFilled;
    case 'DELIVERY':
      if (!progress.countryChosen || !progress.productsFilled) return false;
      return progress.isOverCustomsLimit ? progress.documentsFilled : true;
  }
}

/**
 * "A 'next' button appears only when the current step is the previous one and the next step has not
 * yet been shown": the current step is the last one shown and a visible step follows it.
 */
export function isNextButtonVisible(
  current: WizardStep,
  lastShown: WizardStep,
  isOverCustomsLimit: boolean,
): boolean {
  const steps = visibleWizardSteps(isOverCustomsLimit);
  const index = steps.indexOf(current);
  return index >= 0 && index < steps.length - 1 && current === lastShown;
}

/** The step after `current` among the visible ones, or null on the last step. */
export function nextWizardStep(current: WizardStep, isOverCustomsLimit: boolean): WizardStep | null {
  const steps = visibleWizardSteps(isOverCustomsLimit);
  const index = steps.indexOf(current);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

/**
 * "If the order passed the customs threshold while editing, the last shown step is set back to
 * documents": the last shown step after the products step is saved.
 */
export function lastShownAfterProducts(lastShown: WizardStep, isOverCustomsLimit: boolean): WizardStep {
  return isOverCustomsLimit && lastShown === 'DELIVERY' ? 'DOCUMENTS' : lastShown;
}
