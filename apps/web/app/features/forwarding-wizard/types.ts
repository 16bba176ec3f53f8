import type { Violation } from '@posylka/contract';
import type { WizardPayload } from './payload.js';

/**
 * What the wizard's actions ask of a step: check it (showing the errors and scrolling to the first
 * one), give its part of the save payload, and show the server's violations of its fields. The order
 * and products steps answer from the wizard's form (wizard-form.ts); delivery from its own form.
 */
export interface StepHandle {
  validate(): Promise<boolean>;
  values(): Partial<WizardPayload>;
  showViolations(violations: readonly Violation[]): void;
}

/** Navigation state of the create route's first save, so the edit route does not greet twice. */
export interface WizardNavigationState {
  fromCreate?: boolean;
}
