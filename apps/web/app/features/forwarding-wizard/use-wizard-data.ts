import type { ForwardingOrder } from '@posylka/contract';
import { convert, isLockerAllowed, type Money } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../api/api-provider.js';
import { ratesOf } from './results-panel/index.js';
import { wizardApi } from './wizard-api.js';

/**
 * What the wizard loads beside the order: the country's settings (GET /forwarding), the address
 * book, the bonus balance, and from them the post-box cap (SPEC §5 "Post machine is disabled when
 * the post-box total limit is reached").
 */
export function useWizardData(input: { country: string; order: ForwardingOrder | null }) {
  const api = useApi();
  const { country, order } = input;
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
  // The goods total in UAH at the NBU rates against the locker cap: the products as typed, else the
  // saved order's. A function, so the wizard keeps only its answer while the prices are typed.
  const lockerAllowedFor = useCallback(
    (typed: Money | null | undefined) => {
      const sum = typed ?? order?.itemsTotal;
      if (!sum || !settings.data) return true;
      try {
        return isLockerAllowed(convert(sum as Money, 'UAH', ratesOf(settings.data)).amount);
      } catch {
        return true;
      }
    },
    [order?.itemsTotal, settings.data],
  );
  return {
    settings: settings.data,
    addresses: addresses.data,
    balance: balance.data ?? null,
    lockerAllowedFor,
  };
}
