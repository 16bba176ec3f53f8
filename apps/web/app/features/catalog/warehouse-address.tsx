import type { StockAddress } from '@posylka/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/preloader.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { CopyField } from './copy-field.js';

/**
 * SPEC §2 detail block: the signed-in customer's address group for the chosen country (the default
 * warehouse, else the first), read from GET /api/personal/stock/addresses. Rendered here from the
 * API answer because the my-address feature exports only whole-page views with their own selector.
 */
export function WarehouseAddress({ country, countryName }: { country: string; countryName: string }) {
  const { t } = useTranslation('catalog');
  const api = useApi();
  const to = useLocalizedPath();
  const set = useQuery({
    queryKey: ['stock-addresses', country],
    queryFn: () => api.stockAddresses.list(country, { noErrorToast: true }),
  });
  const address: StockAddress | undefined =
    set.data?.addresses.find((a) => a.isDefault) ?? set.data?.addresses[0];

  return (
    <section className="shop-address" aria-labelledby="shop-address-title" aria-busy={set.isPending}>
      <h2 id="shop-address-title">
        {t('detail.addressTitle', { country: set.data?.country.text ?? countryName })}
      </h2>
      {set.isPending && (
        <p role="status">
          <Spinner size="sm" /> {t('detail.addressLoading')}
        </p>
      )}
      {set.isError && (
        <div className="notice notice--error" role="alert">
          {t('detail.addressError')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void set.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {set.data && !set.data.country.affordable && (
        <p className="notice notice--error" role="alert">
          {t('detail.blocked')}
        </p>
      )}
      {set.data?.alert && <p className="notice">{set.data.alert}</p>}
      {set.data && set.data.country.affordable && !address && (
        <p className="notice">{t('detail.addressEmpty')}</p>
      )}
      {address && (
        <>
          <p className="shop-address__hint">{t('detail.addressHint')}</p>
          <dl className="shop-address__fields">
            {address.fields.map((field) => (
              <div
                key={field.id}
                className={
                  field.highlighted ? 'shop-address__row shop-address__row--key' : 'shop-address__row'
                }
              >
                <dt>{field.label}</dt>
                <dd>
                  <span>{field.value}</span>
                  <CopyField label={field.label} value={field.value} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <Link to={`${to('/profile/addresses/my-address')}?_country=${country}`}>
        {t('detail.allAddresses')}
      </Link>
    </section>
  );
}
