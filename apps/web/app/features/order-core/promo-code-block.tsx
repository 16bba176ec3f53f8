import type { ChurnOffer, PromoCheck } from '@posylka/contract';
import { canSendPromo, formatMoney, PROMO_PLACEHOLDER } from '@posylka/domain';
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useEarlyInput } from '../../components/hydration/early-input.js';
import { Button } from '../../components/ui/button.js';
import type { Namespace, Resources } from '@posylka/texts';
import { useLocale } from '../../i18n/use-locale.js';

/** The words of a promo block; each flow keeps them in its own namespace, under `promo`. */
type PromoWords = Record<
  'title' | 'label' | 'apply' | 'applied' | 'churn' | 'remove' | 'used' | 'usedUp' | 'invalid',
  string
>;
/** The namespaces that hold those words (the buy-out checkout's, the forwarding wizard's). */
export type PromoNamespace = {
  [N in Namespace]: Resources[N] extends { promo: PromoWords } ? N : never;
}[Namespace];

/** Why the typed code was refused: used (by me, on another order), used up (its total), or invalid. */
type PromoRefusal = { state: 'used' | 'usedUp' | 'invalid'; text: string };

/** Why the churn acceptance changes: the offer is taken by default, the customer removes it, or types a code. */
export type ChurnChange = 'offer' | 'removed' | 'typed';

export interface PromoCodeBlockProps {
  /** The flow's namespace for the words (`promo.*`). */
  ns: PromoNamespace;
  /** The flow's BEM block: its stylesheet styles `{block}__form`, `__row`, `__applied`, `__mask`. */
  block: string;
  /** The heading: the buy-out step's own title, the forwarding results panel's sub-title. */
  title: { level: 3 | 4; className: string };
  /** POST /validate-promo-code with the flow's service and country. */
  check: (code: string) => Promise<PromoCheck>;
  /** GET /churn/active under the flow's query key; `enabled: false` when the order already has a promo. */
  churn: {
    queryKey: readonly unknown[];
    load: () => Promise<{ offer: ChurnOffer | null }>;
    enabled?: boolean;
  };
  /**
   * A refused code shows the server's message (forwarding), or always the flow's `promo.invalid`
   * (buy-out, SPEC §5 "Wrong code shows key buyout-create-form-payment-promo-code.error").
   */
  serverRefusal?: boolean;
  /** Buy-out: while the churn discount is on, the input's placeholder is the mask too. */
  maskPlaceholder?: boolean;
  /**
   * The applied code ('' for none). This and what follows wire the flow's own form: its fields, and
   * what an applied code writes, differ per flow.
   */
  applied: string;
  /** The applied code's discount, formatted (buy-out shows it beside the code). */
  appliedValue?: string | null;
  churnAccepted: boolean;
  /** The promo field's error from the form (a server violation). */
  formError?: string | undefined;
  onApplied: (code: string, answer: PromoCheck) => void;
  onRemove: () => void | Promise<void>;
  onChurnChange: (accepted: boolean, why: ChurnChange) => void;
}

/** The check's mutation key: a flow asks `usePromoCheckPending(ns)` whether its check is running. */
const promoCheckKey = (ns: PromoNamespace) => ['promo', 'check', ns] as const;

/** Whether the promo block of this flow is checking a code (the buy-out's pay button waits for it). */
export function usePromoCheckPending(ns: PromoNamespace): boolean {
  return useIsMutating({ mutationKey: promoCheckKey(ns) }) > 0;
}

/**
 * The promo block of both order flows (forwarding's results panel, buy-out's payment step). SPEC §4:
 * "a code can be checked, applied or removed"; the check is pending while running, and sending is
 * disabled while pending, empty or holding the mask (SPEC §5). "Churn loads on mount if the order has
 * no promo. If an offer exists and no code is present, it is auto-accepted and shown as a masked
 * placeholder" (eight underscores) and can be removed; "typing a code clears churn acceptance". A
 * code I already used on another order shows the "used" state (once per customer, decision 010), a
 * code over its total "used up".
 */
export function PromoCodeBlock(props: PromoCodeBlockProps) {
  const { block, applied, churnAccepted, onChurnChange } = props;
  const { t } = useTranslation(props.ns);
  const locale = useLocale();
  const inputId = useId();
  useEarlyInput(inputId);
  const [typed, setTyped] = useState('');
  // The check is a mutation: pending while it runs, seen by the flow through its key.
  const checkCode = useMutation({
    mutationKey: promoCheckKey(props.ns),
    mutationFn: (code: string) => props.check(code),
  });
  const pending = checkCode.isPending;
  const [error, setError] = useState<PromoRefusal | null>(null);
  const [churnRemoved, setChurnRemoved] = useState(false);
  const churn = useQuery({
    queryKey: props.churn.queryKey,
    queryFn: props.churn.load,
    enabled: props.churn.enabled ?? true,
    staleTime: 60_000,
  });
  const offer = churn.data?.offer ?? null;
  const churnShown = churnAccepted && offer != null;

  // Taken by default while no code is being typed ("typing a code clears churn acceptance").
  const typing = typed.trim() !== '';
  useEffect(() => {
    if (offer && !applied && !churnRemoved && !churnAccepted && !typing) onChurnChange(true, 'offer');
  }, [offer, applied, churnRemoved, churnAccepted, typing, onChurnChange]);

  const check = async () => {
    const code = typed.trim();
    if (!canSendPromo(code, pending)) return;
    setError(null);
    try {
      const answer = await checkCode.mutateAsync(code);
      if (answer.status) {
        props.onApplied(code, answer);
        setTyped('');
      } else if (answer.used) {
        setError({ state: 'used', text: t('promo.used', { code: code.toUpperCase() }) });
      } else if (answer.usedUp) {
        setError({ state: 'usedUp', text: t('promo.usedUp', { code: code.toUpperCase() }) });
      } else {
        const own = t('promo.invalid');
        setError({ state: 'invalid', text: (props.serverRefusal ? answer.message : null) ?? own });
      }
    } catch {
      setError({ state: 'invalid', text: t('promo.invalid') });
    }
  };

  const shownError = error?.text ?? props.formError;
  const Title = props.title.level === 3 ? 'h3' : 'h4';

  return (
    <div className={block}>
      <Title className={props.title.className}>{t('promo.title')}</Title>
      {applied ? (
        <p className={`${block}__applied`} data-state="applied">
          <span>{t('promo.applied', { code: applied })}</span>
          {props.appliedValue && <span> ({props.appliedValue})</span>}{' '}
          <Button type="button" variant="ghost" size="sm" onClick={() => void props.onRemove()}>
            {t('promo.remove')}
          </Button>
        </p>
      ) : churnShown ? (
        <p className={`${block}__applied`} data-state="churn">
          <span className={`${block}__mask`}>{PROMO_PLACEHOLDER}</span>{' '}
          <span>{t('promo.churn', { amount: formatMoney(offer.discountAmount, locale) })}</span>{' '}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setChurnRemoved(true);
              onChurnChange(false, 'removed');
            }}
          >
            {t('promo.remove')}
          </Button>
        </p>
      ) : null}
      {!applied && (
        <div className={[`${block}__form field`, shownError ? 'field--invalid' : ''].join(' ')}>
          <label className="field__label" htmlFor={inputId}>
            {t('promo.label')}
          </label>
          <div className={`${block}__row`}>
            <input
              id={inputId}
              className="field__control"
              value={typed}
              autoComplete="off"
              placeholder={props.maskPlaceholder && churnShown ? PROMO_PLACEHOLDER : undefined}
              aria-invalid={shownError ? true : undefined}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
                if (e.target.value && churnAccepted) onChurnChange(false, 'typed');
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
