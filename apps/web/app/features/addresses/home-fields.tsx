import { ADDITIONAL_INFO_MAX, ZIP_LENGTH } from '@posylka/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Input } from '../../components/ui/input.js';
import type { AddressFormValues } from './form-values.js';

/** The "address" tab: street (min 2), house, building, flat, zip (5 digits), additional info (SPEC §5). */
export function HomeFields({ form }: { form: UseFormReturn<AddressFormValues> }) {
  const { t } = useTranslation('addresses');
  const { errors } = form.formState;
  return (
    <div className="home-fields">
      <Input
        className="home-fields__street"
        label={t('form.street')}
        required
        autoComplete="address-line1"
        error={errors.street?.message}
        {...form.register('street')}
      />
      <Input label={t('form.house')} required error={errors.house?.message} {...form.register('house')} />
      <Input label={t('form.building')} error={errors.building?.message} {...form.register('building')} />
      <Input
        label={t('form.flat')}
        autoComplete="address-line2"
        error={errors.flat?.message}
        {...form.register('flat')}
      />
      <Input
        label={t('form.zip')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_LENGTH}
        error={errors.zip?.message}
        {...form.register('zip')}
      />
      <Input
        className="home-fields__info"
        label={t('form.additionalInfo')}
        hint={t('form.additionalInfoHint')}
        maxLength={ADDITIONAL_INFO_MAX}
        error={errors.additionalInfo?.message}
        {...form.register('additionalInfo')}
      />
    </div>
  );
}
