import { isApiError, type OrderListItem } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { cancelConsolidationOf, consolidate, isOverLimit } from './consolidation-api.js';

export type ConsolidationStep =
  | { kind: 'idle' }
  /** The "Yes" agreement of the consolidation terms (SPEC §5 catalogue note). */
  | { kind: 'agreement' }
  /** SPEC §8 "warning when the sum exceeds the customs limit, asking to continue". */
  | { kind: 'overLimit'; text: string }
  | { kind: 'cancel'; order: OrderListItem };

/** Only parcels at the warehouse can be joined (domain consolidationViolations checks again). */
export function isConsolidatable(order: OrderListItem): boolean {
  return order.type === 'forwarding' && order.status === 'at_warehouse';
}

/**
 * The consolidation flow of the orders list: pick at-warehouse parcels of one country, agree ("Yes"),
 * confirm when the joined value passes the customs limit (409 over_limit, then the same request with
 * confirmOverLimit), and the SPEC §8 toasts: "Orders has been consolidated" or "Oops, something went
 * wrong". Cancelling a consolidation from a consolidated card lives here too.
 */
export function useConsolidation() {
  const { t } = useTranslation('orders');
  const api = useApi();
  const toasts = useToasts();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const [step, setStep] = useState<ConsolidationStep>({ kind: 'idle' });
  const [sending, setSending] = useState(false);

  const country = selected[0]?.country.id ?? null;
  const isSelected = (order: OrderListItem) => selected.some((o) => o.id === order.id);
  /** Another country's parcel cannot join the ones already picked. */
  const canSelect = (order: OrderListItem) =>
    isConsolidatable(order) && (country === null || order.country.id === country);
  const toggle = (order: OrderListItem) =>
    setSelected((list) =>
      list.some((o) => o.id === order.id) ? list.filter((o) => o.id !== order.id) : [...list, order],
    );
  const clear = () => setSelected([]);

  const oops = () => toasts.show({ kind: 'error', text: t('consolidation.error') });

  const send = async (confirmOverLimit: boolean) => {
    setSending(true);
    try {
      const result = await consolidate(api, {
        orderIds: selected.map((order) => order.id),
        agreement: true,
        ...(confirmOverLimit ? { confirmOverLimit: true } : {}),
      });
      setStep({ kind: 'idle' });
      setSelected([]);
      toasts.show({ kind: 'success', text: result.message || t('consolidation.success') });
      await revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && isOverLimit(error.body)) {
        setStep({ kind: 'overLimit', text: error.errorDescription });
        return;
      }
      setStep({ kind: 'idle' });
      // A 422 names what is wrong with the choice (too few, mixed countries, not at the warehouse).
      if (isApiError(error) && error.status === 422 && error.violations.length > 0) {
        toasts.show({ kind: 'error', text: error.violations.map((v) => v.message).join(' ') });
      } else oops();
    } finally {
      setSending(false);
    }
  };

  const cancel = async (order: OrderListItem) => {
    setSending(true);
    try {
      await cancelConsolidationOf(api, order.id);
      setStep({ kind: 'idle' });
      toasts.show({ kind: 'success', text: t('consolidation.canceled') });
      await revalidator.revalidate();
    } catch {
      setStep({ kind: 'idle' });
      oops();
    } finally {
      setSending(false);
    }
  };

  return {
    selected,
    country,
    isSelected,
    canSelect,
    toggle,
    clear,
    step,
    sending,
    start: () => setStep({ kind: 'agreement' }),
    agree: () => void send(false),
    continueOverLimit: () => void send(true),
    askCancel: (order: OrderListItem) => setStep({ kind: 'cancel', order }),
    confirmCancel: () => (step.kind === 'cancel' ? void cancel(step.order) : undefined),
    close: () => setStep({ kind: 'idle' }),
  };
}

export type Consolidation = ReturnType<typeof useConsolidation>;
