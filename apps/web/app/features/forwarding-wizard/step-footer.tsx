import { isNextButtonVisible, visibleWizardSteps, type WizardStep } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';

export interface StepFooterProps {
  step: WizardStep;
  lastShown: WizardStep;
  isOverCustomsLimit: boolean;
  isCompleted: boolean;
  busy: boolean;
  onLeave: () => void;
  onFinish: () => void;
}

/**
 * The step's button (SPEC §2/§4): the last step completes (or saves a completed order); "a 'next'
 * button appears only when the current step is the previous one and the next step has not yet been
 * shown"; "editing an earlier step shows a save button".
 */
export function StepFooter(props: StepFooterProps) {
  const { t } = useTranslation('forwarding');
  const { step, busy } = props;
  const steps = visibleWizardSteps(props.isOverCustomsLimit);
  if (steps[steps.length - 1] === step)
    return (
      <Button type="button" size="lg" loading={busy} onClick={props.onFinish}>
        {props.isCompleted ? t('buttons.saveChanges') : t('buttons.complete')}
      </Button>
    );
  if (isNextButtonVisible(step, props.lastShown, props.isOverCustomsLimit))
    return (
      <Button type="button" size="lg" loading={busy} onClick={props.onLeave}>
        {t('buttons.next')}
      </Button>
    );
  return (
    <Button type="button" size="lg" variant="secondary" loading={busy} onClick={props.onLeave}>
      {t('buttons.save')}
    </Button>
  );
}
