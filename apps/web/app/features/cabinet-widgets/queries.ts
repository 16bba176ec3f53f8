import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertMessage } from '@posylka/contract';
import { useApi } from '../../api/api-provider.js';
import { useLocale } from '../../i18n/use-locale.js';

/** Query keys carry the language: alert texts and post texts arrive worded in it. */
export const cabinetKeys = {
  balance: ['loyalty', 'balance'] as const,
  history: ['loyalty', 'history'] as const,
  alerts: (locale: string) => ['alerts', locale] as const,
};

export function useBonusBalance() {
  const api = useApi();
  return useQuery({
    queryKey: cabinetKeys.balance,
    queryFn: () => api.loyalty.balance({ noErrorToast: true }),
  });
}

export function useBonusHistory(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: cabinetKeys.history,
    queryFn: () => api.loyalty.history({ noErrorToast: true }),
    enabled,
  });
}

export function useAlerts() {
  const api = useApi();
  const locale = useLocale();
  return useQuery({
    queryKey: cabinetKeys.alerts(locale),
    queryFn: () => api.alerts.list({ noErrorToast: true }),
  });
}

/**
 * Closing hides the alert at once; if the server refuses (network), it comes back and the error
 * toast of the API client says why, so the customer never loses an alert silently.
 */
export function useCloseAlert() {
  const api = useApi();
  const locale = useLocale();
  const client = useQueryClient();
  const key = cabinetKeys.alerts(locale);
  return useMutation({
    mutationFn: (id: string) => api.alerts.close(id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AlertMessage[]>(key);
      client.setQueryData<AlertMessage[]>(key, (list) => list?.filter((a) => a.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
}
