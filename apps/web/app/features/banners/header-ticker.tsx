import type { HeaderItem } from '@posylka/contract';
import { UI_TIMINGS } from '@posylka/domain';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useHoverFocusPause, useInterval, usePrefersReducedMotion } from './use-motion.js';

/**
 * SPEC §2 header ticker: one line at a time, moving up every 5 s over 1 s (SPEC §9); pauses on
 * hover or focus and stays still for reduced motion. Each item has its own colours, country badges
 * and an optional arrow.
 */
export function HeaderTicker({ items }: { items: readonly HeaderItem[] }) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  const [active, setActive] = useState(0);
  const reduced = usePrefersReducedMotion();
  const { paused, handlers } = useHoverFocusPause();
  const count = items.length;
  useInterval(() => setActive((i) => (i + 1) % count), UI_TIMINGS.tickerMs, count > 1 && !paused && !reduced);
  const current = items[active];
  if (!current) return null;

  const style = {
    '--ticker-speed': `${reduced ? 0 : UI_TIMINGS.tickerSpeedMs}ms`,
    backgroundColor: current.color,
    color: current.textColor,
  } as CSSProperties;
  return (
    <section className="ticker" aria-label={t('ticker.label')} style={style} {...handlers}>
      <ul className="ticker__list" style={{ transform: `translateY(-${active * 100}%)` }}>
        {items.map((item, index) => {
          const body = (
            <>
              {item.countryCodes.map((code) => (
                <span key={code} className="ticker__badge">
                  {code}
                </span>
              ))}
              <span className="ticker__text">{item.text}</span>
              {item.hasArrow && (
                <span className="ticker__arrow" aria-hidden="true">
                  →
                </span>
              )}
            </>
          );
          return (
            <li
              key={item.id}
              className="ticker__item"
              aria-hidden={index !== active}
              style={{ color: item.textColor }}
              data-testid="ticker-item"
            >
              {item.link ? (
                <Link to={to(item.link)} className="ticker__link" tabIndex={index === active ? 0 : -1}>
                  {body}
                </Link>
              ) : (
                <span className="ticker__link">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
