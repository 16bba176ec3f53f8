import type { Promotion } from '@posylka/contract';
import type { WizardStep } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { useLocale } from '../../i18n/use-locale.js';

/**
 * SPEC §2 "A header banner is loaded per country": the running "forwarding-start" promotion of the
 * chosen country (or one for every country); nothing when none runs.
 */
export function CountryHeaderBanner({
  country,
  placement = 'forwarding-start',
}: {
  country: string;
  /** "A forwarding banner per type (start or end) and country id is loaded" (SPEC §7). */
  placement?: 'forwarding-start' | 'forwarding-end';
}) {
  const api = useApi();
  const locale = useLocale();
  const promotions = useQuery({
    queryKey: ['forwarding', 'banner', placement, country, locale],
    queryFn: () => api.content.promotions(placement, country || undefined, { noErrorToast: true }),
    staleTime: 5 * 60_000,
  });
  const banner: Promotion | undefined = promotions.data?.[0];
  if (!banner) return null;
  const body = (
    <>
      <strong className="fw-banner__title">{banner.title}</strong>
      <span className="fw-banner__text">{banner.text}</span>
    </>
  );
  return (
    <aside className="fw-banner" style={{ background: banner.color, color: banner.textColor }}>
      {banner.href ? (
        <a href={banner.href} className="fw-banner__link">
          {body}
        </a>
      ) : (
        body
      )}
    </aside>
  );
}

/** SPEC §2 "Greeting banners appear between steps": a short word of encouragement before a step. */
export function GreetingBanner({ before }: { before: WizardStep }) {
  const { t } = useTranslation('forwarding');
  return (
    <p className="fw-greeting" role="note">
      {t(`greeting.${before}`)}
    </p>
  );
}
