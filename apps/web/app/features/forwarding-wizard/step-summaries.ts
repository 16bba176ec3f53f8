import type { ForwardingOrder } from '@posylka/contract';
import type { WizardStep } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';

/**
 * What a collapsed step shows in its header (SPEC §2 wizard steps): the country, company and track
 * number; the number of products; the invoices and the passport; the delivery address.
 */
export function useStepSummaries(
  order: ForwardingOrder | null,
  countryText: string | undefined,
  companyText: string,
): Partial<Record<WizardStep, string>> {
  const { t } = useTranslation('forwarding');
  return {
    ORDER: [countryText, companyText, order?.trackNo && order.receivedTrackNumber ? order.trackNo : null]
      .filter(Boolean)
      .join(' · '),
    PRODUCTS: order ? t('summary.products', { count: order.items.length }) : undefined,
    DOCUMENTS: order?.passport
      ? t('summary.documents', { count: order.invoices.length, passport: order.passport.maskedNumber })
      : undefined,
    DELIVERY: order?.consigneeAddress?.fullAddress,
  };
}
