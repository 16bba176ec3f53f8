import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';

export interface OrderStepSectionProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  number: number;
  title: string;
  /** Read after the title by screen readers while the step has errors ("— є помилки"). */
  errorNote: string;
  editLabel: string;
  open: boolean;
  /** Revealed already: its body stays mounted (hidden when collapsed) so nothing typed is lost. */
  shown: boolean;
  canEdit: boolean;
  hasError: boolean;
  summary?: string | undefined;
  onEdit: () => void;
  sectionRef?: (element: HTMLElement | null) => void;
  children: ReactNode;
  /** The step's buttons, under its fields. */
  footer?: ReactNode;
}

/**
 * One collapsible step of an order wizard, forwarding's and buy-out's alike (SPEC §2): the number (an
 * exclamation mark while it has errors), the title, and when collapsed its summary and "Edit".
 */
export function OrderStepSection(props: OrderStepSectionProps) {
  const { open, shown } = props;
  return (
    <section
      ref={props.sectionRef}
      className={['order-step', open ? 'order-step--open' : '', props.hasError ? 'order-step--error' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={props.headingId}
    >
      <header className="order-step__head">
        <span className="order-step__number" aria-hidden="true">
          {props.hasError ? '!' : props.number}
        </span>
        <div className="order-step__titles">
          {/* Focusable by script: a wizard puts the focus here when the step opens. */}
          <h2 id={props.headingId} className="order-step__title" tabIndex={-1}>
            {props.title}
            {props.hasError && <span className="visually-hidden"> — {props.errorNote}</span>}
          </h2>
          {!open && shown && props.summary && <p className="order-step__summary">{props.summary}</p>}
        </div>
        {!open && shown && props.canEdit && (
          <Button type="button" variant="ghost" size="sm" className="order-step__edit" onClick={props.onEdit}>
            {props.editLabel}
          </Button>
        )}
      </header>
      {shown && (
        <div className="order-step__body" hidden={!open}>
          {props.children}
          {props.footer && <div className="order-step__actions">{props.footer}</div>}
        </div>
      )}
    </section>
  );
}
