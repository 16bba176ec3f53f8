import { PROMO_RULES } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { formatMoneyLoose } from '../money-text.js';
import { useLocale } from '../../../i18n/use-locale.js';
import type { ProductsFormValues } from '../step-products/index.js';
import { wizardApi } from '../wizard-api.js';

/** Why the typed code was refused: used (by me, on another order), used up (its total), or invalid. */
type PromoRefusal = { state: 'used' | 'usedUp' | 'invalid'; text: string };

export interface PromoBlockProps {
  form: UseFormReturn<ProductsFormValues>;
  country: string;
  /** The saved order's promo ("restricted" codes are removed on the server through promo/clear). */
  savedPromo: boolean;
  onClearSaved: () => Promise<void>;
}

/**
 * SPEC §4 "Promo: a code can be checked, applied or removed. A default churn discount shows as a
 * masked placeholder (eight underscores) and can be removed." The check button is disabled while
 * the input is empty (SPEC §5); typing a code drops the churn offer. A code I already used on
 * another order shows the "used" state (SPEC §4; once per customer), a code over its total "used up".
 */
export function PromoBlock({ form, country, savedPromo, onClearSaved }: PromoBlockProps) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const api = useApi();
  const inputId = useId();
  const applied = form.watch('promoCode');
  const churnAccepted = form.watch('churnAccepted');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<PromoRefusal | null>(null);
  const [churnRemoved, setChurnRemoved] = useState(false);
  const churn = useQuery({
    queryKey: ['forwarding', 'churn'],
    queryFn: () => wizardApi(api).churn(),
    staleTime: 60_000,
  });
  const offer = churn.data?.offer ?? null;

  // "If an offer exists and no code is present, it is auto-accepted and shown as a masked placeholder".
  useEffect(() => {
    if (offer && !applied && !churnRemoved && !churnAccepted) form.setValue('churnAccepted', true);
  }, [offer, applied, churnRemoved, churnAccepted, form]);

  const check = async () => {
    const code = typed.trim();
    if (!code) return;
    setPending(true);
    setError(null);
    try {
      const answer = await wizardApi(api).validatePromo({ code, country, service: 'forwarding' });
      if (answer.status) {
        form.setValue('promoCode', code, { shouldDirty: true });
        form.setValue('churnAccepted', false);
        form.clearErrors('promoCode');
        setTyped('');
      } else if (answer.used) {
        // SPEC §4 "A used code shows a 'used' state": once per customer (decision 010).
        setError({ state: 'used', text: t('promo.used', { code: code.toUpperCase() }) });
      } else if (answer.usedUp) {
        setError({ state: 'usedUp', text: t('promo.usedUp', { code: code.toUpperCase() }) });
      } else {
        setError({ state: 'invalid', text: answer.message ?? t('promo.invalid') });
      }
    } catch {
      setError({ state: 'invalid', text: t('promo.invalid') });
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    form.setValue('promoCode', '', { shouldDirty: true });
    form.clearErrors('promoCode');
    if (savedPromo) await onClearSaved();
  };

  const serverError = form.formState.errors.promoCode?.message;
  const shownError = error?.text ?? serverError;

  return (
    <div className="fw-promo">
      <h4 className="fw-results__subtitle">{t('promo.title')}</h4>
      {applied ? (
        <p className="fw-promo__applied">
          <span>{t('promo.applied', { code: applied })}</span>{' '}
          <Button type="button" variant="ghost" size="sm" onClick={() => void remove()}>
            {t('promo.remove')}
          </Button>
        </p>
      ) : churnAccepted && offer ? (
        <p className="fw-promo__applied">
          <span className="fw-promo__mask">{PROMO_RULES.placeholder}</span>{' '}
          <span>{t('promo.churn', { amount: formatMoneyLoose(offer.discountAmount, locale) })}</span>{' '}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setChurnRemoved(true);
              form.setValue('churnAccepted', false, { shouldDirty: true });
            }}
          >
            {t('promo.remove')}
          </Button>
        </p>
      ) : null}
      {!applied && (
        <div className={['fw-promo__form field', shownError ? 'field--invalid' : ''].join(' ')}>
          <label className="field__label" htmlFor={inputId}>
            {t('promo.label')}
          </label>
          <div className="fw-promo__row">
            <input
              id={inputId}
              className="field__control"
              value={typed}
              autoComplete="off"
              aria-invalid={shownError ? true : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
                // "Typing a code clears churn acceptance."
                if (e.target.value && churnAccepted) form.setValue('churnAccepted', false);
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
              disabled={!typed.trim()}
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
