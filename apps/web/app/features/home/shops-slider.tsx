import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel.js';
import { useCarouselLabels } from '../banners/index.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** A shop tile: a catalogue shop (logo, link to its page) or, without the catalogue, a company name. */
export interface ShopTile {
  key: string;
  title: string;
  /** Unprefixed path of the shop's catalogue page; null when there is none. */
  href: string | null;
  image: string | null;
  color: string | null;
}

/** Popular shops, 5 per view (SPEC §9 logos). */
export function ShopsSlider({ shops }: { shops: readonly ShopTile[] }) {
  const { t } = useTranslation('content');
  const to = useLocalizedPath();
  const labels = useCarouselLabels();
  if (shops.length === 0) return null;
  return (
    <section className="section" aria-labelledby="shops-title">
      <div className="container">
        <h2 id="shops-title" className="section__title">
          {t('shops.title')}
        </h2>
        <Carousel
          className="home-slider--shops"
          label={t('shops.title')}
          labels={labels}
          items={shops}
          itemKey={(s) => s.key}
          renderItem={(s) => {
            const body = (
              <>
                {s.image ? (
                  <img src={s.image} alt="" width={96} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span
                    className="shop-tile__monogram"
                    aria-hidden="true"
                    style={{ background: s.color ?? undefined }}
                  >
                    {s.title.slice(0, 1)}
                  </span>
                )}
                <span className="shop-tile__title" title={s.title}>
                  {s.title}
                </span>
              </>
            );
            return s.href ? (
              <Link to={to(s.href)} className="card shop-tile">
                {body}
              </Link>
            ) : (
              <span className="card shop-tile">{body}</span>
            );
          }}
        />
      </div>
    </section>
  );
}
