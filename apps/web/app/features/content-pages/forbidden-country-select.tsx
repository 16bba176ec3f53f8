import { listedCountries } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Select } from '../../components/ui/select.js';
import { useLocale } from '../../i18n/use-locale.js';

/** Country select of the forbidden-items guide: every country we ship from, named in the page language. */
export function ForbiddenCountrySelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
}) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const options = listedCountries().map((c) => ({ value: c.code, label: c.name[locale] }));
  return (
    <Select label={label ?? t('forbidden.country')} options={options} value={value} onChange={onChange} />
  );
}
