import { useTranslation } from '../../i18n/use-translation.js';
import { Select } from '../../components/ui/select.js';

export interface CountryOption {
  code: string;
  text: string;
}

/** The searchable country select of the address page and the compact section. */
export function CountrySelect({
  countries,
  value,
  onChange,
  id,
}: {
  countries: readonly CountryOption[];
  value: string;
  onChange: (code: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('myAddress');
  const options = countries.map((c) => ({ value: c.code, label: c.text }));
  return (
    <Select
      label={t('country')}
      options={options}
      value={value}
      onChange={onChange}
      {...(id ? { id } : {})}
    />
  );
}
