import { useEffect, useState } from 'react';

/** True when the visitor asked the system for less motion: no autoplay, no sliding. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Runs `tick` every `ms` while `running`; the latest `tick` is used without restarting the timer,
 * and a change of `resetKey` (the visitor moved the slider by hand) starts a full interval again.
 */
export function useInterval(tick: () => void, ms: number, running: boolean, resetKey?: unknown): void {
  const [latest] = useState<{ current: () => void }>(() => ({ current: tick }));
  latest.current = tick;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => latest.current(), ms);
    return () => clearInterval(id);
  }, [ms, running, latest, resetKey]);
}

/** Whether the pointer or keyboard focus is inside an element: autoplay pauses meanwhile. */
export function useHoverFocusPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
