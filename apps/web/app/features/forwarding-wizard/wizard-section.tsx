import type { WizardStep } from '@posylka/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';

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

/** One collapsible step of the wizard: header with number, title, error mark and summary, then its form. */
export function WizardSection(props: WizardSectionProps) {
  const { t } = useTranslation('forwarding');
  const { step, open, shown } = props;
  const headingId = `fw-step-${step}`;
  return (
    <section
      ref={props.sectionRef}
      className={['fw-step', open ? 'fw-step--open' : '', props.hasError ? 'fw-step--error' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <header className="fw-step__head">
        <span className="fw-step__number" aria-hidden="true">
          {props.hasError ? '!' : props.number}
        </span>
        <div className="fw-step__titles">
          {/* Focusable by script: the focus goes on here when a step opens (use-wizard-effects). */}
          <h2 id={headingId} className="fw-step__title" tabIndex={-1}>
            {t(`steps.${step}`)}
            {props.hasError && <span className="visually-hidden"> — {t('steps.hasErrors')}</span>}
          </h2>
          {!open && shown && props.summary && <p className="fw-step__summary">{props.summary}</p>}
        </div>
        {!open && shown && props.canOpen && (
          <Button type="button" variant="ghost" size="sm" onClick={props.onOpen}>
            {t('buttons.edit')}
          </Button>
        )}
      </header>
      {shown && (
        <div className="fw-step__body" hidden={!open}>
          {props.children}
          <div className="fw-step__actions">{props.footer}</div>
        </div>
      )}
    </section>
  );
}
