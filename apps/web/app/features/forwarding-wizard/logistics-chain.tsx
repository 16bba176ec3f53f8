import { useTranslation } from '../../i18n/use-translation.js';
import { HomeIcon, PlaneIcon, ShopIcon, TruckIcon, WarehouseIcon } from './chain-icons.js';

/** SPEC §2: "shows a plane icon for US, CN and CA and a car icon otherwise". */
const PLANE_COUNTRIES = ['US', 'CN', 'CA'];

export function transportOf(country: string): 'plane' | 'car' {
  return PLANE_COUNTRIES.includes(country) ? 'plane' : 'car';
}

/**
 * The fw-chain picture (SPEC §2): origin country, shop or company, our warehouse, Ukraine,
 * joined by the way the parcel travels. Decorative icons are hidden from screen readers; the list
 * reads as text.
 */
export function LogisticsChain(props: { countryName: string; country: string; company: string }) {
  const { t } = useTranslation('forwarding');
  const transport = transportOf(props.country);
  const link = (
    <li className={`fw-chain__link fw-chain__link--${transport}`} aria-hidden="true">
      <span className="fw-chain__icon" data-testid={`transport-${transport}`}>
        {transport === 'plane' ? <PlaneIcon /> : <TruckIcon />}
      </span>
    </li>
  );
  return (
    <ol className="fw-chain" aria-label={t('chain.label')}>
      <li className="fw-chain__stop">
        <span className="fw-chain__badge fw-chain__badge--code" aria-hidden="true">
          {props.country || '?'}
        </span>
        <span>{props.countryName || t('chain.country')}</span>
      </li>
      <li className="fw-chain__link" aria-hidden="true">
        <span className="fw-chain__dots" />
      </li>
      <li className="fw-chain__stop">
        <span className="fw-chain__badge" aria-hidden="true">
          <ShopIcon />
        </span>
        <span>{props.company || t('chain.company')}</span>
      </li>
      <li className="fw-chain__link" aria-hidden="true">
        <span className="fw-chain__dots" />
      </li>
      <li className="fw-chain__stop">
        <span className="fw-chain__badge" aria-hidden="true">
          <WarehouseIcon />
        </span>
        <span>{t('chain.warehouse')}</span>
      </li>
      {link}
      <li className="fw-chain__stop">
        <span className="fw-chain__badge" aria-hidden="true">
          <HomeIcon />
        </span>
        <span>{t('chain.ukraine')}</span>
      </li>
    </ol>
  );
}
