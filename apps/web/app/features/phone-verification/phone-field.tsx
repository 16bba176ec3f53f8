import { isCompletePhone, isAllowedOperator, normalizePhone } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Input, PHONE_INPUT_MASK } from '../../components/ui/input.js';
import { PhoneVerificationDialog } from './phone-verification-dialog.js';
import type { PhoneFieldProps } from './types.js';

/**
 * Phone input with the SPEC §5 mask, a "Verify" button for a complete number and a check mark once
 * verified. Works as a react-hook-form controlled field (value / onChange / onBlur / error).
 */
export function PhoneField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  verified = false,
  onVerified,
  disabled,
  id,
}: PhoneFieldProps) {
  const { t } = useTranslation('phone');
  const [dialogOpen, setDialogOpen] = useState(false);
  // The number verified in this session (the parent may not have re-rendered with `verified` yet).
  const [justVerified, setJustVerified] = useState<string | null>(null);
  const [alreadyUsed, setAlreadyUsed] = useState<string | null>(null);
  const normalized = normalizePhone(value);
  const isVerified = verified || (justVerified !== null && justVerified === normalized);
  const canVerify = !isVerified && isCompletePhone(value) && isAllowedOperator(value) && !disabled;
  const shownError = error ?? (alreadyUsed === normalized && normalized ? t('field.alreadyUsed') : undefined);

  return (
    <div className="phone-field">
      <div className="phone-field__row">
        <Input
          id={id}
          name={name}
          label={label ?? t('field.label')}
          mask={PHONE_INPUT_MASK}
          type="tel"
          autoComplete="tel"
          value={value}
          disabled={disabled}
          error={shownError}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className="phone-field__input"
        />
        {isVerified ? (
          <span
            className="phone-field__verified"
            role="img"
            aria-label={t('field.verified')}
            title={t('field.verified')}
          >
            ✓
          </span>
        ) : (
          <Button
            className="phone-field__verify"
            variant="secondary"
            disabled={!canVerify}
            onClick={() => setDialogOpen(true)}
          >
            {t('field.verify')}
          </Button>
        )}
      </div>
      <PhoneVerificationDialog
        phone={normalized}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onAlreadyUsed={() => setAlreadyUsed(normalized)}
        onVerified={(phone) => {
          setJustVerified(phone);
          onVerified?.(phone);
        }}
      />
    </div>
  );
}
