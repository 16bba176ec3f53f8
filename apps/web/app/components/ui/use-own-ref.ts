import { useCallback, useRef, type Ref, type RefObject } from 'react';

/**
 * A component's own handle on its element while it still passes the element to the ref its caller
 * gave (a function or an object). Returns the own ref and the callback to put on the element.
 */
export function useOwnRef<T>(ref: Ref<T> | undefined): [RefObject<T | null>, (node: T | null) => void] {
  const own = useRef<T | null>(null);
  const setRef = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return [own, setRef];
}
