import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback that runs `delay` ms after the last call (SPEC §10 "Search debounce 1 s (catalogue)").
 * A pending call is dropped on unmount, so leaving the page does not navigate back to it.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => fnRef.current(...args), delay);
    },
    [delay],
  );
  return { run, cancel };
}
