import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRootData } from '../root-data.js';
import { useQueryHolder, type QueryHolder } from './query-holder.js';

/** Served data stays fresh for a minute; a failed call is shown, not silently retried. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/**
 * The tab's query cache for `userId`. A cache belongs to one customer: after a log-out and another
 * customer's log-in in the same tab (no page load between them), the first one's addresses, phone
 * and drafts must not show, not even while they are fetched again. So a change of customer starts
 * an empty cache.
 */
export function queryClientFor(holder: QueryHolder, userId: string | null): QueryClient {
  if (!holder.client || holder.userId !== userId) {
    holder.client = newQueryClient();
    holder.userId = userId;
  }
  return holder.client;
}

/** Gives the pages under it the tab's query cache (routes/query-layout.tsx). */
export function QueryScope({ children }: { children: ReactNode }) {
  const userId = useRootData()?.user?.id ?? null;
  const client = queryClientFor(useQueryHolder(), userId);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
