import type { Promotion } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Countdown } from '../banners/index.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** The running home promotions (GET /extra/promotions/home), each with its countdown when it ends. */
export function PromotionStrip({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation('content');
  const to = useLocalizedPath();
  if (promotions.length === 0) return null;
  return (
    <section className="promotions" aria-label={t('promotions.label')}>
      {promotions.map((p) => (
        <div key={p.id} className="promotion" style={{ backgroundColor: p.color, color: p.textColor }}>
          <div className="container promotion__inner">
            <p className="promotion__title">
              {p.href ? (
                <Link to={to(p.href)} className="promotion__link">
                  {p.title}
                </Link>
              ) : (
                p.title
              )}
            </p>
            <p className="promotion__text">{p.text}</p>
            {p.endsAt && <Countdown endsAt={p.endsAt} />}
          </div>
        </div>
      ))}
    </section>
  );
}
