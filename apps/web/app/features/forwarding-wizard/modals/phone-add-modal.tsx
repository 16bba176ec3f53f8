import { formatPhoneMask, normalizePhone, phoneSchema, toFieldErrors } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { useLocale } from '../../../i18n/use-locale.js';
import { PhoneField } from '../../phone-verification/index.js';

/**
 * SPEC §4 "On opening, a phone modal shows if the phone is unverified, then verification": the
 * customer types (or keeps) the number and verifies it; the verification dialog is PhoneField's.
 */
export function PhoneAddModal(props: {
  open: boolean;
  initialPhone: string;
  onVerified: (phone: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('forwarding');
  const [phone, setPhone] = useState(() => (props.initialPhone ? formatPhoneMask(props.initialPhone) : ''));
  const [touched, setTouched] = useState(false);
  const locale = useLocale();
  const check = phoneSchema.safeParse(phone);
  // The domain's phone messages, as the delivery step and the server word them.
  const error = check.success ? undefined : Object.values(toFieldErrors(check.error.issues, locale))[0];
  return (
    <Modal
      open={props.open}
      title={t('modals.phoneTitle')}
      onClose={props.onClose}
      footer={
        <Button type="button" variant="ghost" onClick={props.onClose}>
          {t('modals.phoneLater')}
        </Button>
      }
    >
      <p>{t('modals.phoneText')}</p>
      <PhoneField
        value={phone}
        onChange={setPhone}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        onVerified={(number) => props.onVerified(normalizePhone(number))}
      />
    </Modal>
  );
}
