import {
  canOpenStep,
  lastShownAfterProducts,
  nextWizardStep,
  visibleWizardSteps,
  type WizardProgress,
  type WizardStep,
} from '@posylka/domain';
import { isBefore, visibleStep, type OpenSteps } from './wizard-progress.js';

export interface WizardStepsState extends OpenSteps {
  /** The steps whose last check (ours or the server's) failed: their error mark in the stepper. */
  errors: Partial<Record<WizardStep, boolean>>;
}

/**
 * The wizard's step moves. `isOver` is the live customs decision the customer sees at the time of
 * the move: the documents step may have come or gone since the state was stored.
 */
export type WizardStepsAction =
  /** A collapsed step's "Edit". */
  | { type: 'open'; step: WizardStep; progress: WizardProgress }
  /** A step's own check before leaving it. */
  | { type: 'checked'; step: WizardStep; ok: boolean }
  /** Steps with errors (a 422, or step 1 before "Save and leave"): the first one in reach opens. */
  | { type: 'failed'; steps: readonly WizardStep[]; isOver: boolean }
  /** A step saved: on to the next step, or back to the last shown one when an earlier step was edited. */
  | { type: 'left'; step: WizardStep; isOver: boolean; savedOver: boolean };

export function initialWizardSteps(steps: OpenSteps): WizardStepsState {
  return { ...steps, errors: {} };
}

/** The open and last shown steps among those the customer sees. */
export function shownSteps(state: OpenSteps, isOver: boolean): OpenSteps {
  return { current: visibleStep(state.current, isOver), lastShown: visibleStep(state.lastShown, isOver) };
}

export function wizardStepsReducer(state: WizardStepsState, action: WizardStepsAction): WizardStepsState {
  switch (action.type) {
    case 'open':
      return canOpenStep(action.step, action.progress) ? { ...state, current: action.step } : state;
    case 'checked':
      return { ...state, errors: { ...state.errors, [action.step]: !action.ok } };
    case 'failed': {
      const errors = { ...state.errors };
      for (const step of action.steps) errors[step] = true;
      const { lastShown } = shownSteps(state, action.isOver);
      const first = visibleWizardSteps(action.isOver).find((step) => action.steps.includes(step));
      // A step not reached yet stays closed: its form is not mounted to show the message.
      const current = first && !isBefore(lastShown, first) ? first : state.current;
      return { ...state, errors, current };
    }
    case 'left': {
      const { lastShown } = shownSteps(state, action.isOver);
      const over = action.savedOver || action.isOver;
      if (isBefore(action.step, lastShown)) {
        // SPEC §4 "If the order passed the customs threshold while editing, the last shown step is set back to documents".
        const back = visibleStep(
          action.step === 'PRODUCTS' ? lastShownAfterProducts(lastShown, over) : lastShown,
          over,
        );
        return { ...state, current: back, lastShown: back };
      }
      const next = nextWizardStep(action.step, over) ?? action.step;
      return { ...state, current: next, lastShown: next };
    }
  }
}
