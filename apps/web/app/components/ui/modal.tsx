import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** SPEC §8: a blocked order shows a non-closable modal (no ×, no Escape, no backdrop click). */
  closable?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener. */
export function Modal({ open, title, onClose, closable = true, children, footer }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // Prefer the first control of the content, then the dialog's own action, over the ×, so Enter
    // does what the dialog is for (issue 18 item 3 "Enter submits the dialog").
    const body = dialog?.querySelector('.modal__body');
    const foot = dialog?.querySelector('.modal__foot');
    const first =
      body?.querySelector<HTMLElement>(FOCUSABLE) ??
      foot?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back to the opener; a dialog that opened by itself (on the page's opening, nothing focused)
      // or whose opener is gone hands the focus to the page's main content, not to the page body,
      // from where Tab would go on after the dialog's place (issue 18 item 7).
      if (opener && opener !== document.body && opener.isConnected) opener.focus?.();
      else document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal" onKeyDown={onKeyDown}>
      <div className="modal__backdrop" onClick={closable ? onClose : undefined} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closable && (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('actions.close')}>
              ×
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__foot">{footer}</div>}
      </div>
    </div>
  );
}
