import type { CompanyItem, StockAddressSet } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { AddressCard } from './address-card.js';
import { CountrySelect, type CountryOption } from './country-select.js';
import { MapFrame } from './map-frame.js';
import { AddressNotices } from './notices.js';
import { ShopPicker } from './shop-picker.js';

/** The query parameter that picks the country (SPEC §2 "_country picks the country (default US)"). */
export const COUNTRY_PARAM = '_country';
export const DEFAULT_COUNTRY = 'US';

export interface MyAddressViewProps {
  set: StockAddressSet;
  countries: readonly CountryOption[];
  companies: readonly CompanyItem[];
}

/**
 * The cabinet address page body. Mount it with `key={set.country.code}`: a country change is a new
 * navigation (the query is rewritten), and the view starts again from the loader's data.
 */
export function MyAddressView({ set: initial, countries, companies }: MyAddressViewProps) {
  const { t } = useTranslation('myAddress');
  const api = useApi();
  const { show } = useToasts();
  const [, setSearchParams] = useSearchParams();
  const [set, setSet] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const defaultAddress = set.addresses.find((a) => a.isDefault);

  const pickCountry = (code: string) => {
    void setSearchParams(
      (params) => {
        params.set(COUNTRY_PARAM, code);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const makeDefault = async (id: string) => {
    setSaving(id);
    try {
      const next = await api.stockAddresses.setDefault({ id, value: true, countryCode: set.country.code });
      setSet(next);
      const title = next.addresses.find((a) => a.id === id)?.title ?? id;
      show({ kind: 'success', text: t('defaultSaved', { name: title }) });
    } catch {
      // The API client already shows the server's reason in a toast (SPEC §8).
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="my-address">
      <div className="my-address__main">
        <div className="card my-address__country">
          <CountrySelect
            countries={countries}
            value={set.country.code}
            onChange={pickCountry}
            id="my-address-country"
          />
          {set.addresses.length > 0 && (
            <p className="my-address__count">{t('warehouses', { count: set.addresses.length })}</p>
          )}
        </div>
        <AddressNotices set={set} />
        <div className="my-address__cards">
          {set.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onMakeDefault={(id) => void makeDefault(id)}
              saving={saving === address.id}
            />
          ))}
        </div>
      </div>
      <aside className="my-address__aside">
        {set.country.affordable && <ShopPicker companies={companies} />}
        {defaultAddress && <MapFrame key={defaultAddress.id} address={defaultAddress} />}
      </aside>
    </div>
  );
}
