import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/**
 * "Now" for countdowns: the loader's time on the server render and the first browser render (so both
 * print the same text), then the browser's clock every 30 seconds.
 */
export function useNow(loadedAt: string): Date {
  const [now, setNow] = useState(() => new Date(loadedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
