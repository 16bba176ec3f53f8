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

/** m:ss ("0:59", "1:00"); a wait of an hour or more as h:mm:ss ("1:00:00"), never "60:00". */
export function formatCountdown(seconds: number): string {
  const ss = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}:${ss}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${ss}`;
}
