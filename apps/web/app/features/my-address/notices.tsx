import type { StockAddressSet } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** SPEC §8 address notices: suspended country, no addresses yet, the server's alert, a missing name. */
export function AddressNotices({ set }: { set: StockAddressSet }) {
  const { t } = useTranslation('myAddress');
  const to = useLocalizedPath();
  return (
    <>
      {!set.country.affordable && (
        <p className="notice notice--error" role="status">
          {t('notices.unavailable')}
        </p>
      )}
      {set.country.affordable && set.addresses.length === 0 && (
        <p className="notice" role="status">
          {t('notices.noAddresses')}
        </p>
      )}
      {set.alert && (
        <p className="notice notice--warning" role="note">
          {set.alert}
        </p>
      )}
      {set.recipient.nameFromEmail && set.addresses.length > 0 && (
        <p className="notice" role="note">
          {t('notices.nameMissing', { name: set.recipient.name })}{' '}
          <Link to={to('/profile')}>{t('notices.nameLink')}</Link>
        </p>
      )}
    </>
  );
}
