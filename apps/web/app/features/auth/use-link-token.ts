import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Spends an e-mailed link's token once, in the browser after the page is up: not in a loader, so
 * link scanners that only fetch the page do not spend it. The pages show the mutation's state (the
 * error on the page itself, so `send` asks for no toast).
 */
export function useLinkToken<T>(token: string | null, send: (token: string) => Promise<T>) {
  const mutation = useMutation({ mutationFn: send });
  const started = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);
  return mutation;
}
