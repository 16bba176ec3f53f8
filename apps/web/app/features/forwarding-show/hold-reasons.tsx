import type { ForwardingOrder, Shipment } from '@posylka/contract';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { PhoneVerificationDialog } from '../phone-verification/index.js';

/** The documents section of the page (OrderDocuments): uploads stay open while the parcel is held. */
export const DOCUMENTS_ANCHOR = 'fw-show-docs';

/**
 * Issue 13 "the warehouse holds what cannot leave": why a held parcel waits, as the server words the
 * broken rules (already in the page's language).
 */
export function HoldReasonList({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('forwardingShow');
  if (shipment.holdReasons.length === 0) return null;
  return (
    <>
      <h3 className="fw-show-hold__title" id="fw-show-hold-title">
        {t('hold.why')}
      </h3>
      <ul className="fw-show-hold__reasons" aria-labelledby="fw-show-hold-title">
        {shipment.holdReasons.map((reason, index) => (
          <li key={`${reason.property}-${index}`} data-property={reason.property}>
            {reason.message}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One way to put each kind of reason right (the shipment's holdActions): the declaration and the
 * address through the edit wizard, the papers in the page's documents section, the phone in the
 * verification dialog. The parcel comes off hold on the server once every reason is gone; the page
 * hears it on orders#{uid}.
 */
export function HoldActions({ order, shipment }: { order: ForwardingOrder; shipment: Shipment }) {
  const { t } = useTranslation('forwardingShow');
  const to = useLocalizedPath();
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const edit = to(`/forwarding/edit/${encodeURIComponent(order.id)}`);

  const scrollToDocuments = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(DOCUMENTS_ANCHOR);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users land where the page moved to.
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${DOCUMENTS_ANCHOR}`);
  };

  return (
    <>
      {shipment.holdActions.length > 0 && (
        <div className="fw-show-panel__actions">
          {shipment.holdActions.map((action) => {
            const label = t(`hold.actions.${action}`);
            switch (action) {
              case 'declaration':
              case 'address':
                return (
                  <Link key={action} to={edit} className={buttonClass('primary')}>
                    {label}
                  </Link>
                );
              case 'documents':
                return (
                  <a
                    key={action}
                    href={`#${DOCUMENTS_ANCHOR}`}
                    className={buttonClass('primary')}
                    onClick={scrollToDocuments}
                  >
                    {label}
                  </a>
                );
              case 'phone':
                return order.phoneNumber ? (
                  <Button key={action} onClick={() => setVerifying(true)} disabled={verified}>
                    {label}
                  </Button>
                ) : (
                  <Link key={action} to={edit} className={buttonClass('primary')}>
                    {label}
                  </Link>
                );
            }
          })}
        </div>
      )}
      {verified && (
        <p className="fw-show-panel__note" role="status">
          {t('hold.phoneVerified')}
        </p>
      )}
      {order.phoneNumber && verifying && (
        <PhoneVerificationDialog
          phone={order.phoneNumber}
          open
          // The dialog stays open on its "Verification successful!" step; its Done button closes it.
          onVerified={() => setVerified(true)}
          onClose={() => setVerifying(false)}
        />
      )}
    </>
  );
}
