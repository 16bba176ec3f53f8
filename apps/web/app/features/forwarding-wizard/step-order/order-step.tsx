import type { CompanyItem, CountryItem } from '@posylka/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useApi } from '../../../api/api-provider.js';
import { Select } from '../../../components/ui/select.js';
import { useLocale } from '../../../i18n/use-locale.js';
import { InfoModal } from '../modals/index.js';
import { firstTime } from '../one-time.js';
import { wizardApi } from '../wizard-api.js';
import { CountryFlag } from '../../../components/flags/index.js';
import { CompanyField } from './company-field.js';
import type { OrderFormValues } from './order-form-values.js';
import { TrackNumberBlock } from './track-number-block.js';

/** SPEC §4 "Selecting US or CN shows a one-time warning on first selection". */
const WARNED_COUNTRIES = ['US', 'CN'];

export interface OrderStepProps {
  countries: readonly CountryItem[];
  /** SPEC §6 "The country cannot be changed when editing". */
  countryLocked: boolean;
  /** SPEC §6 track number editing blocked. */
  trackLocked: boolean;
  onCountryChange: (code: string) => void;
  /** Country and company chosen: the exit link asks before leaving (SPEC §4). */
  onChosenChange: (chosen: boolean) => void;
  /** The company's name for the logistics chain. */
  onCompanyChange: (name: string) => void;
}

/** Step 1 "Order": country, company, track number (SPEC §2), on the wizard's form. */
export function OrderStep(props: OrderStepProps) {
  const { countries, countryLocked, trackLocked } = props;
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const api = useApi();
  // The US/CN warning is a note under the country (issue 18 item 3): a modal here took the focus from
  // the company the customer goes on to type.
  const [countryNote, setCountryNote] = useState<string | null>(null);
  const [passwordInfo, setPasswordInfo] = useState(false);
  const form = useFormContext<OrderFormValues>();
  const { errors } = form.formState;
  const country = form.watch('country');
  const company = form.watch('company');
  const companyName = form.watch('companyName');

  const companies = useQuery({
    queryKey: ['forwarding', 'companies', country, locale],
    queryFn: () => wizardApi(api).companies(country),
    enabled: country !== '',
    staleTime: 5 * 60_000,
  });
  const chosenCompany: CompanyItem | undefined = companies.data?.find((c) => String(c.id) === company);
  // A name typed before the list arrived still picks the listed company it names.
  useEffect(() => {
    if (company || !companyName.trim() || !companies.data) return;
    const typed = companyName.trim().toLocaleLowerCase();
    const match = companies.data.find((c) => c.name.toLocaleLowerCase() === typed);
    if (match) form.setValue('company', String(match.id));
  }, [companies.data, company, companyName, form]);

  const changeCountry = (code: string) => {
    if (code === country) return;
    // "Changing the country clears the company and reloads settings and companies" (SPEC §4).
    form.setValue('country', code, { shouldValidate: true, shouldDirty: true });
    form.setValue('company', '');
    form.setValue('companyName', '');
    props.onCountryChange(code);
    props.onChosenChange(false);
    setCountryNote(WARNED_COUNTRIES.includes(code) && firstTime('countryWarning') ? code : null);
  };

  const options = countries.map((c) => ({
    value: c.id,
    label: c.affordable ? c.text : `${c.text} (${t('order.unavailable')})`,
    icon: <CountryFlag code={c.id} />,
    disabled: !c.affordable,
  }));

  return (
    <div className="fw-step__fields">
      <div className="fw-order__selects">
        <div>
          <Select
            label={t('order.country')}
            options={options}
            value={country || null}
            onChange={changeCountry}
            disabled={countryLocked}
            error={errors.country?.message}
          />
          <div aria-live="polite">
            {countryNote && (
              <p className="fw-inline-note" data-testid="country-note">
                {t(countryNote === 'CN' ? 'modals.countryWarningCN' : 'modals.countryWarningUS')}
              </p>
            )}
          </div>
        </div>
        <div>
          <CompanyField
            companies={companies.data ?? []}
            text={companyName}
            disabled={country === ''}
            error={errors.company?.message}
            onBlur={() => void form.trigger('company')}
            onChange={(next) => {
              form.setValue('company', next.company, { shouldDirty: true });
              form.setValue('companyName', next.companyName, { shouldDirty: true });
              if (form.formState.errors.company) void form.trigger('company');
              props.onChosenChange(country !== '' && (next.company !== '' || next.companyName.trim() !== ''));
              props.onCompanyChange(next.companyName);
            }}
          />
          {chosenCompany?.mayNeedPassword && (
            <p className="fw-order__password-note">
              {t('order.passwordNote')}{' '}
              <button type="button" className="link-button" onClick={() => setPasswordInfo(true)}>
                {t('order.passwordMore')}
              </button>
            </p>
          )}
        </div>
      </div>
      <TrackNumberBlock form={form} locked={trackLocked} />
      {countryLocked && <p className="field__hint">{t('order.countryLocked')}</p>}
      <InfoModal open={passwordInfo} title={t('order.passwordTitle')} onClose={() => setPasswordInfo(false)}>
        <p>{t('order.passwordText')}</p>
      </InfoModal>
    </div>
  );
}
