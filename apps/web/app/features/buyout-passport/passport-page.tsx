import type { IdentityDocumentData } from '@posylka/contract';
import { withProfileNames, type ProfileCyrillicNames } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { FinishState } from './finish-state.js';
import { PassportForm } from './passport-form.js';
import { blankPassportForm, formFromActiveDocument } from './passport-values.js';

export interface BuyoutPassportPageProps {
  orderId: string;
  orderNumber: string | null;
  /** GET /personal/passports/active, read by the route's loader. */
  activeDocument: IdentityDocumentData | null;
  uid: string | null;
  returningFromDiia: boolean;
  /** The profile's Cyrillic names: they fill the name fields while those are empty. */
  profile?: ProfileCyrillicNames | null;
}

/** SPEC §2 "Buy-out documents page" at /buyout/passport?orderId=...: the form, then the finish state. */
export function BuyoutPassportPage({
  orderId,
  orderNumber,
  activeDocument,
  uid,
  returningFromDiia,
  profile = null,
}: BuyoutPassportPageProps) {
  const { t } = useTranslation('buyoutPassport');
  const [saved, setSaved] = useState(false);
  // SPEC §4 "An active saved passport prefills the form"; the profile's names fill what is still empty.
  const [initial] = useState(() =>
    withProfileNames(activeDocument ? formFromActiveDocument(activeDocument) : blankPassportForm(), profile),
  );

  return (
    <section className="container page bo-passport">
      <header className="page__head">
        <h1>{t('title')}</h1>
        <p className="page__sub">
          {orderNumber ? t('subtitleOrder', { number: orderNumber }) : t('subtitle')}
        </p>
      </header>
      {saved ? (
        <FinishState orderId={orderId} />
      ) : (
        <div className="card bo-passport__card">
          <p className="bo-passport__why">{t('why')}</p>
          <PassportForm
            orderId={orderId}
            initial={initial}
            uid={uid}
            returningFromDiia={returningFromDiia}
            onSaved={() => setSaved(true)}
          />
        </div>
      )}
    </section>
  );
}
