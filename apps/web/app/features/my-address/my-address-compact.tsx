import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/preloader.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { AddressCard } from './address-card.js';
import { CountrySelect } from './country-select.js';
import { AddressNotices } from './notices.js';
import { COUNTRY_PARAM, DEFAULT_COUNTRY } from './my-address-view.js';

/**
 * SPEC §2 "A compact my-address section": a country select, the default address with copy buttons
 * and a link to the full page. Loads in the browser so the host page's loader stays unchanged.
 */
export function MyAddressCompact() {
  const { t } = useTranslation('myAddress');
  const api = useApi();
  const to = useLocalizedPath();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const countries = useQuery({
    queryKey: ['extra', 'countries'],
    queryFn: () => api.extra.countries({ noErrorToast: true }),
  });
  const set = useQuery({
    queryKey: ['stock-addresses', country],
    queryFn: () => api.stockAddresses.list(country, { noErrorToast: true }),
  });
  const address = set.data?.addresses.find((a) => a.isDefault);

  return (
    <section className="card my-address-compact" aria-labelledby="my-address-compact-title">
      <header className="my-address-compact__head">
        <h2 id="my-address-compact-title">{t('compact.title')}</h2>
        <Link to={`${to('/profile/addresses/my-address')}?${COUNTRY_PARAM}=${country}`}>
          {t('compact.all')}
        </Link>
      </header>
      {countries.data && (
        <CountrySelect
          countries={countries.data.map((c) => ({ code: c.code, text: c.text }))}
          value={country}
          onChange={setCountry}
          id="my-address-compact-country"
        />
      )}
      {(set.isPending || countries.isPending) && (
        <p className="my-address-compact__state" role="status">
          <Spinner /> {t('compact.loading')}
        </p>
      )}
      {(set.isError || countries.isError) && (
        <div className="notice notice--error my-address-compact__state" role="alert">
          {t('compact.error')}{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void Promise.all([set.refetch(), countries.refetch()])}
          >
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {set.data && <AddressNotices set={set.data} />}
      {address && <AddressCard address={address} />}
    </section>
  );
}
