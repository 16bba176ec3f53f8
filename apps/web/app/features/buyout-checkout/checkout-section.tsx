import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
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
}

/** One collapsible step: number, title, error mark; collapsed, a summary and an edit button (SPEC §2). */
export function CheckoutSection(props: CheckoutSectionProps) {
  const { t } = useTranslation('buyoutCheckout');
  const { step, open, shown } = props;
  const headingId = `bo-step-${step}`;
  return (
    <section
      className={['bo-step', open ? 'bo-step--open' : '', props.hasError ? 'bo-step--error' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <header className="bo-step__head">
        <span className="bo-step__number" aria-hidden="true">
          {props.hasError ? '!' : props.number}
        </span>
        <div className="bo-step__titles">
          <h2 id={headingId} className="bo-step__title">
            {t(`steps.${step}`)}
            {props.hasError && <span className="visually-hidden"> — {t('steps.hasErrors')}</span>}
          </h2>
          {!open && shown && props.summary && <p className="bo-step__summary">{props.summary}</p>}
        </div>
        {!open && shown && props.canEdit && (
          <Button type="button" variant="ghost" size="sm" onClick={props.onEdit}>
            {t('buttons.edit')}
          </Button>
        )}
      </header>
      {shown && (
        <div className="bo-step__body" hidden={!open}>
          {props.children}
        </div>
      )}
    </section>
  );
}
