import { useTranslation } from '../../i18n/use-translation.js';
import type { CarouselLabels } from '../../components/ui/carousel.js';

/** The shared carousel's button and slide names, in the page's language (`banners` namespace). */
export function useCarouselLabels(): Required<CarouselLabels> {
  const { t } = useTranslation('banners');
  return {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    slide: (number, count) => t('carousel.goTo', { number, count }),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
  };
}
