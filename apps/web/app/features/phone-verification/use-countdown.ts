import { PHONE_VERIFICATION } from '@posylka/domain';
import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking every second (SPEC §9 "ticking every 1 s"). */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, PHONE_VERIFICATION.timerTickMs);
    return () => clearInterval(timer);
    // `left` only reads `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}

/** "0:59" */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
