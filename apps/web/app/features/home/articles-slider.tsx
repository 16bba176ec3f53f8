import type { Article } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel.js';
import { useCarouselLabels } from '../banners/index.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** Help articles, 5 per view (3 on mobile, SPEC §9). */
export function ArticlesSlider({ articles }: { articles: readonly Article[] }) {
  const { t } = useTranslation('content');
  const to = useLocalizedPath();
  const labels = useCarouselLabels();
  if (articles.length === 0) return null;
  return (
    <section className="section" aria-labelledby="articles-title">
      <div className="container">
        <h2 id="articles-title" className="section__title">
          {t('articles.title')}
        </h2>
        <Carousel
          className="home-slider--articles"
          label={t('articles.title')}
          labels={labels}
          items={articles}
          itemKey={(a) => a.id}
          renderItem={(a) => (
            <Link to={to(a.href)} className="card article-card">
              <img src={a.image} alt="" width={320} height={180} loading="lazy" decoding="async" />
              <span className="article-card__title">{a.title}</span>
              <span className="article-card__excerpt">{a.excerpt}</span>
            </Link>
          )}
        />
      </div>
    </section>
  );
}
