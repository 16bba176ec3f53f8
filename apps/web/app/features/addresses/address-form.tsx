import { isApiError, type UserAddress } from '@posylka/contract';
import { savedAddressInputSchema } from '@posylka/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../api/api-provider.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { applyServerViolations } from '../../forms/server-errors.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { AddressTabs } from './address-tabs.js';
import {
  ADDRESS_FORM_FIELDS,
  blankAddressForm,
  formFromAddress,
  switchTab,
  toPayload,
  type AddressFormValues,
} from './form-values.js';

// The server's own rules on the current tab's fields (the other tabs' inputs are not sent).
const formSchema = z.preprocess(
  (values) => toPayload(values as AddressFormValues),
  savedAddressInputSchema,
) as unknown as z.ZodType<AddressFormValues>;

export interface AddressFormProps {
  /** The address being edited; absent on /profile/addresses/new. */
  address?: UserAddress;
  /** The user's phone, shown with its verify button below the address (SPEC §2 step 4). */
  phoneSlot?: React.ReactNode;
}

/** New or edit: tabs department / post machine / address, then back to the list with a toast. */
export function AddressForm({ address, phoneSlot }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const form = useForm<AddressFormValues>({
    resolver: domainResolver(formSchema, locale),
    mode: 'onTouched',
    defaultValues: address ? formFromAddress(address) : blankAddressForm(),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    setPending(true);
    try {
      const body = toPayload(form.getValues());
      if (address) await api.addresses.update(address.id, body);
      else await api.addresses.create(body);
      toasts.show({ kind: 'success', text: t('form.saved') });
      await navigate(to('/profile/addresses'));
    } catch (error) {
      // 422: per field; anything else already raised the error toast in the API client (SPEC §8).
      if (isApiError(error)) applyServerViolations(error, form.setError, ADDRESS_FORM_FIELDS);
      else throw error;
    } finally {
      setPending(false);
    }
  });

  return (
    <form className="address-form card" onSubmit={onSubmit} noValidate>
      <AddressTabs
        form={form}
        revalidateCity
        onSwitch={(tab) => form.reset(switchTab(form.getValues(), tab), { keepDefaultValues: true })}
      />
      {phoneSlot && <div className="address-form__phone">{phoneSlot}</div>}
      {address?.isDefault ? (
        <p className="address-form__default">{t('form.isDefault')}</p>
      ) : (
        <Checkbox label={t('form.makeDefault')} {...form.register('isDefault')} />
      )}
      {errors.root?.server && (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="address-form__actions">
        <Button type="submit" size="lg" loading={pending}>
          {t('form.save')}
        </Button>
        <Link to={to('/profile/addresses')} className={buttonClass('ghost', 'lg')}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
