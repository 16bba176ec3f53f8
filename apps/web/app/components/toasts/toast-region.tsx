import { useTranslation } from '../../i18n/use-translation.js';
import { useToasts } from './toast-context.js';

/** Top-right stack; errors are announced assertively, the rest politely. */
export function ToastRegion() {
  const { toasts, dismiss } = useToasts();
  const { t } = useTranslation('common');
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="toast__icon" aria-hidden="true">
            {toast.kind === 'error' ? '!' : toast.kind === 'success' ? '✓' : 'i'}
          </span>
          <p className="toast__text">{toast.text}</p>
          <button
            type="button"
            className="toast__close"
            onClick={() => dismiss(toast.id)}
            aria-label={t('toast.dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
