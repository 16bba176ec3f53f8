import { canSendPromo, PROMO_PLACEHOLDER, formatMoney, isCurrencyCode, type Money } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { useLocale } from '../../i18n/use-locale.js';
import { buyoutApi } from './buyout-api.js';
import type { CheckoutValues } from './form-values.js';

/** Why the typed code was refused: used (by me, on another order), used up (its total), or invalid. */
type PromoRefusal = { state: 'used' | 'usedUp' | 'invalid'; text: string };

export interface PromoBlockProps {
  form: UseFormReturn<CheckoutValues>;
  /** The saved order already carries a code or a churn discount: no churn is loaded then. */
  orderHasPromo: boolean;
  onPendingChange: (pending: boolean) => void;
}

/**
 * SPEC §4 buy-out promo: "check is pending while running. A used code shows a 'used' state. Churn
 * loads on mount if the order has no promo. If an offer exists and no code is present, it is
 * auto-accepted and shown as a masked placeholder. Typing a code clears churn acceptance."
 * "Used" is a code I already used on another order (once per customer, decision 010); a code over
 * its total is "used up". (The same pattern as the forwarding results panel's promo block.)
 */
export function PromoBlock({ form, orderHasPromo, onPendingChange }: PromoBlockProps) {
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const api = useApi();
  const bapi = useMemo(() => buyoutApi(api), [api]);
  const inputId = useId();
  const applied = form.watch('payment.promoCode');
  const churnAccepted = form.watch('payment.churnAccepted');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<PromoRefusal | null>(null);
  const [churnRemoved, setChurnRemoved] = useState(false);
  const churn = useQuery({
    queryKey: ['buyout', 'churn'],
    queryFn: () => bapi.churn(),
    enabled: !orderHasPromo,
    staleTime: 60_000,
  });
  const offer = churn.data?.offer ?? null;

  useEffect(() => {
    if (offer && !applied && !churnRemoved && !churnAccepted)
      form.setValue('payment.churnAccepted', true, { shouldDirty: true });
  }, [offer, applied, churnRemoved, churnAccepted, form]);

  const setPendingBoth = (value: boolean) => {
    setPending(value);
    onPendingChange(value);
  };

  const check = async () => {
    const code = typed.trim();
    if (!canSendPromo(code, pending)) return;
    setPendingBoth(true);
    setError(null);
    try {
      const answer = await bapi.validatePromo(code);
      if (answer.status) {
        form.setValue(
          'payment',
          {
            ...form.getValues('payment'),
            promoCode: code,
            promoCodeValue: answer.value,
            promoRestrictedValue: answer.restrictedValue,
            churnAccepted: false,
          },
          { shouldDirty: true },
        );
        form.clearErrors('payment.promoCode');
        setTyped('');
      } else if (answer.used) {
        // SPEC §4 "A used code shows a 'used' state": I used it on another order (once per customer).
        setError({ state: 'used', text: t('promo.alreadyUsed', { code: code.toUpperCase() }) });
      } else if (answer.usedUp) {
        setError({ state: 'usedUp', text: t('promo.usedUp', { code: code.toUpperCase() }) });
      } else {
        // SPEC §5 "Wrong code shows key buyout-create-form-payment-promo-code.error".
        setError({ state: 'invalid', text: t('promo.error') });
      }
    } catch {
      setError({ state: 'invalid', text: t('promo.error') });
    } finally {
      setPendingBoth(false);
    }
  };

  const remove = () =>
    form.setValue(
      'payment',
      { ...form.getValues('payment'), promoCode: '', promoCodeValue: null, promoRestrictedValue: null },
      { shouldDirty: true },
    );

  const shownError = error?.text ?? form.formState.errors.payment?.promoCode?.message;
  const value = form.getValues('payment.promoCodeValue');
  const valueText = value && isCurrencyCode(value.currency) ? formatMoney(value as Money, locale) : null;

  return (
    <div className="bo-promo">
      <h3 className="bo-promo__title">{t('promo.title')}</h3>
      {applied ? (
        <p className="bo-promo__applied" data-state="applied">
          <span>{t('promo.applied', { code: applied })}</span>
          {valueText && <span> ({valueText})</span>}{' '}
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            {t('promo.remove')}
          </Button>
        </p>
      ) : churnAccepted && offer ? (
        <p className="bo-promo__applied" data-state="churn">
          <span className="bo-promo__mask">{PROMO_PLACEHOLDER}</span>{' '}
          <span>{t('promo.churn', { amount: formatMoney(offer.discountAmount as Money, locale) })}</span>{' '}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setChurnRemoved(true);
              form.setValue('payment.churnAccepted', false, { shouldDirty: true });
            }}
          >
            {t('promo.remove')}
          </Button>
        </p>
      ) : null}
      {!applied && (
        <div className={['bo-promo__form field', shownError ? 'field--invalid' : ''].join(' ')}>
          <label className="field__label" htmlFor={inputId}>
            {t('promo.label')}
          </label>
          <div className="bo-promo__row">
            <input
              id={inputId}
              className="field__control"
              value={typed}
              autoComplete="off"
              placeholder={churnAccepted && offer ? PROMO_PLACEHOLDER : undefined}
              aria-invalid={shownError ? true : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
                if (e.target.value && churnAccepted) form.setValue('payment.churnAccepted', false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void check();
                }
              }}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={!canSendPromo(typed, pending)}
              loading={pending}
              onClick={() => void check()}
            >
              {t('promo.apply')}
            </Button>
          </div>
          {shownError && (
            <p className="field__error" role="alert" data-state={error?.state}>
              {shownError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
