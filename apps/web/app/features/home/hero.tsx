import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** The cheapest US parcel, written out by the home loader from the tariff grid ("0,5 кг", "7 $", "256 ₴"). */
export type HeroPrice = { weight: string; price: string; priceUah: string };

export function Hero({ price = null }: { price?: HeroPrice | null }) {
  const { t } = useTranslation('home');
  const to = useLocalizedPath();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__subtitle">{t('hero.subtitle')}</p>
          {price && (
            <p className="hero__price">
              <span className="hero__price-label">{t('hero.priceLabel')}</span>{' '}
              <strong className="hero__price-value">
                {t('hero.price', { price: price.price, weight: price.weight })}
              </strong>{' '}
              <span className="hero__price-uah">≈ {price.priceUah}</span>
            </p>
          )}
          <div className="hero__actions">
            <Link to={to('/forwarding/declaration')} className={buttonClass('primary', 'lg')}>
              {t('hero.ctaForwarding')}
            </Link>
            <Link to={to('/buyout/checkout')} className={buttonClass('secondary', 'lg')}>
              {t('hero.ctaBuyout')}
            </Link>
          </div>
          <nav className="hero__links" aria-label={t('hero.links')}>
            <Link to={to('/tariffs')}>{t('hero.tariffs')}</Link>
            <Link to={to('/calculators#delivery')}>{t('hero.deliveryCalculator')}</Link>
            <Link to={to('/calculators#customs')}>{t('hero.customsCalculator')}</Link>
          </nav>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A calm illustration: parcel route from a shop abroad to Ukraine. Decorative only. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 360 280" aria-hidden="true" focusable="false">
      <circle cx="180" cy="140" r="128" fill="#e6eefc" />
      <path
        d="M60 190 C 120 60, 240 60, 300 150"
        fill="none"
        stroke="#1f5fd6"
        strokeWidth="3"
        strokeDasharray="8 8"
      />
      <g transform="translate(238 70) rotate(18)">
        <path d="M0 14 L44 0 L50 6 L20 20 L28 40 L22 42 L10 24 L-4 28 Z" fill="#1f5fd6" />
      </g>
      <g transform="translate(112 150)">
        <path d="M0 20 L50 0 L100 20 L100 80 L50 100 L0 80 Z" fill="#ffc72c" />
        <path
          d="M0 20 L50 40 L100 20 M50 40 L50 100"
          fill="none"
          stroke="#b88a00"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M25 10 L75 30" stroke="#fff3c4" strokeWidth="8" />
      </g>
      <g transform="translate(276 168)">
        <rect width="44" height="30" rx="4" fill="#0057b7" />
        <rect y="15" width="44" height="15" rx="0" fill="#ffd700" />
      </g>
    </svg>
  );
}
