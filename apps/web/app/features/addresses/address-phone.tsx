import type { MeResponse } from '@posylka/contract';
import { formatPhoneMask, normalizePhone } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useRevalidator } from 'react-router';
import { PhoneField } from '../phone-verification/index.js';

/**
 * The recipient phone under the address (SPEC §2 step 4): the customer's own number with the verify
 * button, and a check icon once verified. The address book keeps no phone of its own; verifying
 * stores the number on the account.
 */
export function AddressPhone({ me }: { me: Pick<MeResponse, 'phoneNumber'> }) {
  const { t } = useTranslation('addresses');
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState(() => formatPhoneMask(me.phoneNumber?.number ?? ''));
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const saved = me.phoneNumber?.verified ? me.phoneNumber.number : null;
  const normalized = normalizePhone(phone);
  // "Verified only if it equals the user's verified phone or the newly verified one" (SPEC §4).
  const verified = normalized !== '' && (normalized === saved || normalized === verifiedNow);

  return (
    <>
      <PhoneField
        label={t('form.phoneTitle')}
        name="phoneNumber"
        value={phone}
        onChange={setPhone}
        verified={verified}
        onVerified={(number) => {
          setVerifiedNow(normalizePhone(number));
          // The header's "unverified" marker and the loaders' user data follow the new state.
          void revalidator.revalidate();
        }}
      />
      <p className="field__hint address-form__phone-hint">{t('form.phoneHint')}</p>
    </>
  );
}
