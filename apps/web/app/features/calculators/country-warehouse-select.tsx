import type { ApiTypes } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Select } from '../../components/ui/select.js';

/**
 * Country select, plus the warehouse select when the country has several (SPEC §9 "with several
 * places the grid is filtered by the selected warehouse id"). Countries closed for delivery are
 * listed but disabled.
 */
export function CountryWarehouseSelect({
  countries,
  country,
  stockId,
  onCountry,
  onStock,
}: {
  countries: readonly ApiTypes.Country[];
  country: ApiTypes.Country | null;
  stockId: string | null;
  onCountry: (code: string) => void;
  onStock: (stockId: string) => void;
}) {
  const { t } = useTranslation('calculators');
  return (
    <>
      <Select
        label={t('common.country')}
        options={countries.map((c) => ({ value: c.code, label: c.text, disabled: !c.affordable }))}
        value={country?.code ?? null}
        onChange={onCountry}
      />
      {country && country.places.length > 1 && (
        <Select
          label={t('common.warehouse')}
          // "Warsaw (Warsaw)" says nothing twice: the city is added only when it differs from the name.
          options={country.places.map((p) => ({
            value: p.id,
            label: p.name === p.city ? p.name : `${p.name} (${p.city})`,
          }))}
          value={stockId}
          onChange={onStock}
        />
      )}
    </>
  );
}

/** Selected country and warehouse as state; picking a country resets the warehouse to its first. */
export function pickCountry(
  countries: readonly ApiTypes.Country[],
  code: string,
): { country: ApiTypes.Country | null; stockId: string | null } {
  const country = countries.find((c) => c.code === code) ?? null;
  return { country, stockId: country?.places[0]?.id ?? null };
}
