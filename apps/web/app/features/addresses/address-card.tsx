import type { UserAddress } from '@posylka/contract';
import type { DeliveryType } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** Small pictures telling the three delivery types apart at a glance. */
function TypeIcon({ type }: { type: DeliveryType }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round' as const };
  return (
    <svg className="address-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {type === 'department' && (
        <>
          <path d="M3 10 L12 4 L21 10 V20 H3 Z" {...common} />
          <path d="M9 20 V14 H15 V20" {...common} />
        </>
      )}
      {type === 'box' && (
        <>
          <rect x="4" y="3" width="16" height="18" rx="2" {...common} />
          <path d="M4 9 H20 M4 15 H20 M12 3 V21" {...common} />
        </>
      )}
      {type === 'address' && (
        <>
          <path d="M12 21 C7 15 5 12 5 9 A7 7 0 0 1 19 9 C19 12 17 15 12 21 Z" {...common} />
          <circle cx="12" cy="9" r="2.5" {...common} />
        </>
      )}
    </svg>
  );
}

export interface AddressCardProps {
  address: UserAddress;
  busy: boolean;
  onToggleFavorite: () => void;
  onRemove: () => void;
}

export function AddressCard({ address, busy, onToggleFavorite, onRemove }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  const to = useLocalizedPath();
  const type = address.warehouseType;
  return (
    <li
      className={['address-card', address.isDefault ? 'address-card--default' : ''].filter(Boolean).join(' ')}
    >
      <div className={`address-card__type address-card__type--${type}`}>
        <TypeIcon type={type} />
        <span>{t(`typeLong.${type}`)}</span>
      </div>
      <p className="address-card__text">{address.fullAddress}</p>
      {address.additionalInformation && (
        <p className="address-card__note">
          {t('card.additionalInfo', { text: address.additionalInformation })}
        </p>
      )}
      <div className="address-card__marks">
        {address.isDefault && <span className="badge badge--primary">{t('card.default')}</span>}
        {address.isFavorite && <span className="badge badge--accent">{t('card.favorite')}</span>}
      </div>
      <div className="address-card__actions">
        <button
          type="button"
          className={['address-card__star', address.isFavorite ? 'address-card__star--on' : ''].join(' ')}
          aria-pressed={address.isFavorite}
          aria-label={address.isFavorite ? t('card.removeFavorite') : t('card.addFavorite')}
          title={address.isFavorite ? t('card.removeFavorite') : t('card.addFavorite')}
          disabled={busy}
          onClick={onToggleFavorite}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 3 L14.6 8.6 L20.7 9.3 L16.2 13.4 L17.4 19.5 L12 16.5 L6.6 19.5 L7.8 13.4 L3.3 9.3 L9.4 8.6 Z"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <Link to={to(`/profile/addresses/update/${address.id}`)} className={buttonClass('secondary', 'sm')}>
          {t('card.edit')}
        </Link>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          {t('card.remove')}
        </Button>
      </div>
    </li>
  );
}
