import { countdownParts } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';

/**
 * SPEC §2 discount countdown: days, hours, minutes, seconds. The server renders nothing time-based
 * (its clock and the visitor's differ); the numbers appear after hydration and tick every second.
 */
export function Countdown({ endsAt, label }: { endsAt: string; label?: string }) {
  const { t } = useTranslation('banners');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, []);
  const heading = label ?? t('countdown.label');
  if (now === null) {
    return (
      <p className="countdown" aria-hidden="true">
        {heading}
      </p>
    );
  }
  const parts = countdownParts(endsAt, now);
  if (parts.ended) return <p className="countdown">{t('countdown.ended')}</p>;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    // Only the minute changes are announced politely; a per-second live region would be noise.
    <p className="countdown" role="timer" aria-live="off">
      <span className="countdown__label">{heading}</span>{' '}
      <span className="countdown__value" data-testid="countdown">
        <span>{t('countdown.days', { count: parts.days })}</span>{' '}
        <span>
          {two(parts.hours)} {t('countdown.hours')}
        </span>{' '}
        <span>
          {two(parts.minutes)} {t('countdown.minutes')}
        </span>{' '}
        <span>
          {two(parts.seconds)} {t('countdown.seconds')}
        </span>
      </span>
    </p>
  );
}
