import type { Violation } from '@posylka/contract';
import type { WizardPayload } from './payload.js';

/**
 * What the wizard shell asks of a step's form: check it (showing the errors and scrolling to the
 * first one), give its part of the save payload, and show the server's violations of its fields.
 */
export interface StepHandle {
  validate(): Promise<boolean>;
  values(): Partial<WizardPayload>;
  showViolations(violations: readonly Violation[]): void;
}

export type StepHandleRef = React.MutableRefObject<StepHandle | null>;

/** Navigation state of the create route's first save, so the edit route does not greet twice. */
export interface WizardNavigationState {
  fromCreate?: boolean;
}
