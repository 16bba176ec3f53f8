import { useTranslation } from '../../i18n/use-translation.js';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}

/** A loading indicator announced to screen readers; `overlay` covers its positioned parent. */
export function Preloader({
  label,
  overlay = false,
  size = 'md',
}: {
  label?: string;
  overlay?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('common');
  return (
    <div className={overlay ? 'preloader preloader--overlay' : 'preloader'} role="status" aria-live="polite">
      <Spinner size={size} />
      <span className="visually-hidden">{label ?? t('ui.loading')}</span>
    </div>
  );
}
