import type { StockAddress } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';

/** OpenStreetMap around the default warehouse; loaded only when scrolled near (lazy). */
export function MapFrame({ address }: { address: StockAddress }) {
  const { t } = useTranslation('myAddress');
  const title = t('map.title', { name: address.title });
  return (
    <section className="card stock-aside stock-map" aria-label={title}>
      <iframe
        src={address.mapUrl}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="stock-map__frame"
      />
      <a href={address.locationUrl} target="_blank" rel="noopener noreferrer">
        {t('map.open')}
      </a>
    </section>
  );
}
