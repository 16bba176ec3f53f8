import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { CheckoutSection } from './checkout-section.js';
import { CHECKOUT_STEPS, showsEdit, showsNext, stepIndex, type CheckoutStep } from './checkout-steps.js';
import type { CheckoutWizardState } from './checkout-steps-reducer.js';

export interface CheckoutStepListProps {
  wizard: CheckoutWizardState;
  isEdit: boolean;
  busy: boolean;
  bodies: Record<CheckoutStep, ReactNode>;
  summaries: Record<CheckoutStep, string | undefined>;
  onOpen: (step: CheckoutStep) => void;
  onLeave: (step: CheckoutStep) => void;
}

/** The three collapsible steps with their next, save and edit buttons (SPEC §2, §4 "Buy-out checkout wizard"). */
export function CheckoutStepList({
  wizard,
  isEdit,
  busy,
  bodies,
  summaries,
  onOpen,
  onLeave,
}: CheckoutStepListProps) {
  const { t } = useTranslation('buyoutCheckout');
  const { steps, stepErrors } = wizard;
  return CHECKOUT_STEPS.map((step, index) => {
    const shown = stepIndex(step) <= stepIndex(steps.lastRevealed);
    const editingEarlier = steps.current === step && steps.lastRevealed !== step && step !== 'payment';
    return (
      <CheckoutSection
        key={step}
        step={step}
        number={index + 1}
        open={steps.current === step}
        shown={shown}
        canEdit={showsEdit(step, steps, !isEdit || step === 'products' || step === 'payment')}
        hasError={stepErrors[step] ?? false}
        summary={summaries[step]}
        onEdit={() => onOpen(step)}
        footer={
          showsNext(step, steps) || (editingEarlier && !isEdit) ? (
            <Button type="button" loading={busy} onClick={() => onLeave(step)}>
              {editingEarlier ? t('buttons.save') : t('buttons.next')}
            </Button>
          ) : isEdit && step === 'products' && steps.current === 'products' ? (
            // Edit mode skips the read-only delivery step.
            <Button type="button" onClick={() => onOpen('payment')}>
              {t('buttons.next')}
            </Button>
          ) : null
        }
      >
        {bodies[step]}
      </CheckoutSection>
    );
  });
}
