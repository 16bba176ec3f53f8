import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce (apps/server allows only inline scripts carrying it). Provided by
 * entry.server; in the browser it is undefined, which is fine: the scripts already ran.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
