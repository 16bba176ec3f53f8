import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * Where the query cache of one render tree (one SSR request, one browser tab) lives, and whose it
 * is. The root holds only this box: TanStack Query itself loads with the pages that read through it
 * (query-scope.tsx), so home, the tariffs and the content pages do not carry it (issue 18 item 8).
 */
export interface QueryHolder {
  client: QueryClient | null;
  /** The signed-in customer the cache was filled for; null for a visitor. */
  userId: string | null;
}

const QueryHolderContext = createContext<QueryHolder | null>(null);

export function QueryHolderProvider({ children }: { children: ReactNode }) {
  const [holder] = useState<QueryHolder>(() => ({ client: null, userId: null }));
  return <QueryHolderContext.Provider value={holder}>{children}</QueryHolderContext.Provider>;
}

export function useQueryHolder(): QueryHolder {
  const holder = useContext(QueryHolderContext);
  if (!holder) throw new Error('QueryScope must be used inside <QueryHolderProvider>');
  return holder;
}
