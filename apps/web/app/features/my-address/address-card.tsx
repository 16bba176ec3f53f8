import type { StockAddress } from '@posylka/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { CopyButton } from './copy-button.js';
import { useCopy } from './use-copy.js';

export interface AddressCardProps {
  address: StockAddress;
  /** Offered on non-default cards of the full page; absent in the compact section. */
  onMakeDefault?: (id: string) => void;
  saving?: boolean;
}

/** One warehouse address: every line with its own copy button, plus copying it whole. */
export function AddressCard({ address, onMakeDefault, saving = false }: AddressCardProps) {
  const { t } = useTranslation('myAddress');
  const copy = useCopy();
  const titleId = useId();
  const whole = address.fields.map((field) => field.value).join('\n');
  return (
    <article
      className={['stock-card', address.isDefault ? 'stock-card--default' : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-place={address.id}
    >
      <header className="stock-card__head">
        <h3 id={titleId}>{t('warehouse', { name: address.title })}</h3>
        {address.isDefault ? (
          <span className="stock-card__badge">{t('isDefault')}</span>
        ) : (
          onMakeDefault && (
            <Button variant="ghost" size="sm" loading={saving} onClick={() => onMakeDefault(address.id)}>
              {t('makeDefault')}
            </Button>
          )
        )}
      </header>
      <dl className="stock-card__fields">
        {address.fields.map((field) => (
          <div
            key={field.id}
            className={['stock-field', field.highlighted ? 'stock-field--highlighted' : '']
              .filter(Boolean)
              .join(' ')}
          >
            <dt>
              {field.label}
              {field.highlighted && <span className="stock-field__must">{t('mustCopy')}</span>}
            </dt>
            <dd>
              <span className="stock-field__value">{field.value}</span>
              <CopyButton label={field.label} value={field.value} />
            </dd>
          </div>
        ))}
      </dl>
      <footer className="stock-card__foot">
        <Button variant="secondary" size="sm" onClick={() => void copy(whole, t('copiedAll'))}>
          {t('copyAll')}
        </Button>
        <a
          href={address.locationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="stock-card__map-link"
        >
          {t('map.open')}
        </a>
      </footer>
    </article>
  );
}
