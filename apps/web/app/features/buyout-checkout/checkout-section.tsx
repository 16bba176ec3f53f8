import { useTranslation } from '../../i18n/use-translation.js';
import { OrderStepSection } from '../order-core/index.js';
import type { CheckoutStep } from './checkout-steps.js';

export interface CheckoutSectionProps {
  step: CheckoutStep;
  number: number;
  open: boolean;
  /** Revealed already: its body stays mounted (hidden when collapsed) so nothing typed is lost. */
  shown: boolean;
  canEdit: boolean;
  hasError: boolean;
  summary?: string | undefined;
  onEdit: () => void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/** One step of the buy-out checkout, in its words (the section itself is the order core's). */
export function CheckoutSection({ step, ...rest }: CheckoutSectionProps) {
  const { t } = useTranslation('buyoutCheckout');
  return (
    <OrderStepSection
      {...rest}
      headingId={`bo-step-${step}`}
      title={t(`steps.${step}`)}
      errorNote={t('steps.hasErrors')}
      editLabel={t('buttons.edit')}
    />
  );
}
