import { useTranslation } from '../../i18n/use-translation.js';

export type StepState = 'todo' | 'current' | 'done' | 'error';
export interface Step {
  id: string;
  label: string;
  state: StepState;
}

/** Wizard progress: numbered steps with done / current / error marks (SPEC §8 "Step headers show an error mark"). */
export function Stepper({ steps, label }: { steps: readonly Step[]; label: string }) {
  const { t } = useTranslation('common');
  const stateText: Record<StepState, string> = {
    todo: '',
    current: t('ui.stepCurrent'),
    done: t('ui.stepDone'),
    error: t('ui.stepError'),
  };
  return (
    <ol className="stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={`stepper__step stepper__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="stepper__mark" aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'error' ? '!' : index + 1}
          </span>
          <span className="stepper__label">
            {step.label}
            {stateText[step.state] && <span className="visually-hidden">, {stateText[step.state]}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
