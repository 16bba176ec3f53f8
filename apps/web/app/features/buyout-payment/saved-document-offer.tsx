import { isApiError, type IdentityDocumentData } from '@posylka/contract';
import { maskDocumentNumber } from '@posylka/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { serverFieldErrors } from '../order-core/index.js';
import { paymentPageApi } from './payment-api.js';

/**
 * Issue 18 "the saved passport is asked again in buy-out": a customer who keeps a document in the
 * cabinet adds it to the order here, with the consent SPEC §5 asks for every order, instead of
 * retyping or re-confirming the whole form on the documents page. The page's loader brings the
 * document (loadPaymentPage), so the offer is on the page from its first paint.
 */
export function SavedDocumentOffer({
  orderId,
  document,
  onAdded,
}: {
  orderId: string;
  document: IdentityDocumentData;
  onAdded: (masked: string) => void;
}) {
  const { t } = useTranslation('buyoutPayment');
  const api = useApi();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const masked = maskDocumentNumber(document);
  const add = useMutation({
    mutationFn: () => paymentPageApi.addSavedPassport(api, orderId, document),
    onSuccess: () => onAdded(masked),
  });
  // The saved document may no longer pass today's rules (a court-ordered rename, an expired card):
  // then the server's words are shown and the documents page stays the way to fix it.
  const failure =
    add.error && isApiError(add.error)
      ? (add.error.status === 422 ? serverFieldErrors(add.error.violations, add.error.body) : [])
          .map((violation) => violation.message)
          .join(' ') || add.error.errorDescription
      : null;

  return (
    <div className="bo-pay-saved" data-testid="saved-document-offer">
      <p className="bo-pay-saved__doc">
        {t('customs.saved.document', {
          type: t(`customs.saved.type.${document.documentType}`),
          number: masked,
          name: [document.lastName, document.firstName].filter(Boolean).join(' '),
        })}
      </p>
      <Checkbox
        label={t('customs.saved.consent')}
        checked={consent}
        error={consentError ?? undefined}
        onChange={(event) => {
          setConsent(event.target.checked);
          if (event.target.checked) setConsentError(null);
        }}
      />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button
        type="button"
        loading={add.isPending}
        onClick={() => {
          // The button says why instead of staying grey (issue 18 "a disabled button says why").
          if (!consent) return setConsentError(t('customs.saved.consentRequired'));
          add.mutate();
        }}
      >
        {t('customs.saved.add')}
      </Button>
    </div>
  );
}
