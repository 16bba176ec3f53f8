import type { ForwardingOrder } from '@posylka/contract';
import { convert, isLockerAllowed, type ForwardingResults, type Money } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/api-provider.js';
import { ratesOf } from './results-panel/index.js';
import { wizardApi } from './wizard-api.js';

/**
 * What the wizard loads beside the order: the country's settings (GET /forwarding), the address
 * book, the bonus balance, and from them the post-box cap (SPEC §5 "Post machine is disabled when
 * the post-box total limit is reached").
 */
export function useWizardData(input: {
  country: string;
  order: ForwardingOrder | null;
  results: ForwardingResults | null;
}) {
  const api = useApi();
  const { country, order, results } = input;
  const settings = useQuery({
    queryKey: ['forwarding', 'settings', country, order?.id ?? null],
    queryFn: () => wizardApi(api).settings(country, order?.id ?? null),
    enabled: country !== '',
    staleTime: 60_000,
  });
  const addresses = useQuery({
    queryKey: ['forwarding', 'addresses'],
    queryFn: () => api.addresses.list('all').then((answer) => answer.items),
  });
  const balance = useQuery({
    queryKey: ['forwarding', 'balance'],
    queryFn: () => api.loyalty.balance({ noErrorToast: true }),
  });
  // The goods total in UAH at the NBU rates against the locker cap.
  const totalUah = useMemo(() => {
    const sum = results?.orderSum ?? order?.itemsTotal;
    if (!sum || !settings.data) return null;
    try {
      return convert(sum as Money, 'UAH', ratesOf(settings.data)).amount;
    } catch {
      return null;
    }
  }, [results, order?.itemsTotal, settings.data]);
  return {
    settings: settings.data,
    addresses: addresses.data,
    balance: balance.data ?? null,
    lockerAllowed: totalUah == null || isLockerAllowed(totalUah),
  };
}
