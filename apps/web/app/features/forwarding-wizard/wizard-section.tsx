import type { WizardStep } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { OrderStepSection } from '../order-core/index.js';

export interface WizardSectionProps {
  step: WizardStep;
  number: number;
  open: boolean;
  /** Shown already (at or before the last shown step): its body stays mounted so no input is lost. */
  shown: boolean;
  canOpen: boolean;
  hasError: boolean;
  summary?: string | undefined;
  onOpen: () => void;
  sectionRef: (element: HTMLElement | null) => void;
  children: React.ReactNode;
  footer: React.ReactNode;
}

/** One step of the forwarding wizard, in its words (the section itself is the order core's). */
export function WizardSection({ step, canOpen, onOpen, ...rest }: WizardSectionProps) {
  const { t } = useTranslation('forwarding');
  return (
    <OrderStepSection
      {...rest}
      headingId={`fw-step-${step}`}
      title={t(`steps.${step}`)}
      errorNote={t('steps.hasErrors')}
      editLabel={t('buttons.edit')}
      canEdit={canOpen}
      onEdit={onOpen}
    />
  );
}
