import type { ForwardingOrder } from '@posylka/contract';
import { LOCALE_TAGS } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale } from '../../i18n/use-locale.js';
import { branchMapEmbedUrl, branchMapLink, weekdayName } from './map-url.js';

type Consignee = NonNullable<ForwardingOrder['consigneeAddress']>;

/**
 * The branch or locker of a saved address from the Nova Poshta directory: the address book gives the
 * city and branch refs, the directory the schedule and coordinates. Null for a home address, or when
 * the address or the branch is gone (deactivated, closed): the page then shows the address text only.
 */
function useBranch(address: Consignee) {
  const api = useApi();
  return useQuery({
    queryKey: ['forwarding-show', 'branch', address.id],
    enabled: address.warehouseType !== 'address',
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const saved = await api.addresses.get(address.id, { signal, noErrorToast: true });
      if (!saved.warehouse || !saved.city.ref) return null;
      const branches = await api.dictionary.warehouses(
        {
          ref: saved.city.ref,
          type: saved.warehouseType === 'box' ? 'box' : 'department',
          query: saved.warehouse.number,
        },
        { signal, noErrorToast: true },
      );
      return branches.find((branch) => branch.ref === saved.warehouse?.ref) ?? null;
    },
  });
}

/** SPEC §2 "address with map and schedule": where the parcel goes in Ukraine. */
export function DeliveryAddress({ address }: { address: ForwardingOrder['consigneeAddress'] }) {
  const { t } = useTranslation('forwardingShow');
  return (
    <section className="card fw-show-address" aria-labelledby="fw-show-address-title">
      <h2 className="detail-page__section-title" id="fw-show-address-title">
        {t('address.title')}
      </h2>
      {address ? (
        <>
          <p className="fw-show-address__type">{t(`address.types.${address.warehouseType}`)}</p>
          <p className="fw-show-address__text">{address.fullAddress}</p>
          {address.warehouseType !== 'address' && <Branch address={address} />}
        </>
      ) : (
        <p className="detail-page__muted">{t('address.none')}</p>
      )}
    </section>
  );
}

function Branch({ address }: { address: Consignee }) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const branch = useBranch(address);
  const [mapShown, setMapShown] = useState(false);
  if (branch.isPending) return <Preloader size="sm" label={t('address.loading')} />;
  if (!branch.data) return null;
  const { schedule, coordinates } = branch.data;
  const title = t('address.map', { name: branch.data.name });
  return (
    <>
      {schedule.length > 0 && (
        <>
          <h3 className="fw-show-address__subtitle">{t('address.schedule')}</h3>
          <dl className="fw-show-address__schedule">
            {schedule.map((day) => (
              <div key={day.day}>
                <dt>{weekdayName(day.day, LOCALE_TAGS[locale])}</dt>
                <dd>{day.hours === '-' ? t('address.closed') : day.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {coordinates && (
        <div className="fw-show-address__map">
          {mapShown ? (
            <iframe
              src={branchMapEmbedUrl(coordinates.latitude, coordinates.longitude)}
              title={title}
              referrerPolicy="no-referrer"
              className="fw-show-address__frame"
            />
          ) : (
            // The map is a third party's page: loaded only when asked, so a blocked or slow map never
            // leaves an empty box on the page (issue 18) and nothing is sent to it unasked.
            <div className="fw-show-address__map-offer">
              <p>{t('address.mapNote')}</p>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setMapShown(true)}
              >
                {t('address.showMap')}
              </button>
            </div>
          )}
          <a
            href={branchMapLink(coordinates.latitude, coordinates.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('address.openMap')}
          </a>
        </div>
      )}
    </>
  );
}
