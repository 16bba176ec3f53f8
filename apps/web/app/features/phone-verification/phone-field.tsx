import { normalizePhone, phoneSchema, toFieldErrors } from '@posylka/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Input, PHONE_INPUT_MASK } from '../../components/ui/input.js';
import { useLocale } from '../../i18n/use-locale.js';
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
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [dialogOpen, setDialogOpen] = useState(false);
  // The number verified in this session (the parent may not have re-rendered with `verified` yet).
  const [justVerified, setJustVerified] = useState<string | null>(null);
  const [alreadyUsed, setAlreadyUsed] = useState<string | null>(null);
  const normalized = normalizePhone(value);
  const isVerified = verified || (justVerified !== null && justVerified === normalized);
  const shownError = error ?? (alreadyUsed === normalized && normalized ? t('field.alreadyUsed') : undefined);
  // Why "Verify" cannot be pressed yet (issue 18: never a silent grey button): the domain's own
  // message for an incomplete number or an operator outside the list, the same as the server's 422.
  const problem = value.trim() === '' ? t('field.enterNumber') : phoneProblem(value, locale);
  const canVerify = !isVerified && problem === undefined && !disabled;
  const reason = isVerified || disabled || shownError ? undefined : problem;
  const reasonId = `${inputId}-hint`;

  return (
    <div className="phone-field">
      <div className="phone-field__row">
        <Input
          id={inputId}
          name={name}
          label={label ?? t('field.label')}
          mask={PHONE_INPUT_MASK}
          type="tel"
          autoComplete="tel"
          value={value}
          disabled={disabled}
          error={shownError}
          hint={reason}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter submits the number step: it opens the verification as the button would.
            if (e.key === 'Enter' && canVerify) {
              e.preventDefault();
              setDialogOpen(true);
            }
          }}
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
            aria-describedby={reason ? reasonId : undefined}
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

function phoneProblem(value: string, locale: ReturnType<typeof useLocale>): string | undefined {
  const result = phoneSchema.safeParse(value);
  return result.success ? undefined : Object.values(toFieldErrors(result.error.issues, locale))[0];
}
