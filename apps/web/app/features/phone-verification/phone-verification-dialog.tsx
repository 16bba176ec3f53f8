import { displayPhone, normalizePhone, PHONE_VERIFICATION } from '@posylka/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { Preloader, Spinner } from '../../components/ui/preloader.js';
import { CodeInput } from './code-input.js';
import type { PhoneVerificationDialogProps } from './types.js';
import { formatCountdown, useCountdown } from './use-countdown.js';
import { useVerification } from './use-verification.js';

/**
 * SPEC §4 "Phone verification dialog": asks for a call at once; the customer answers it or switches
 * to an SMS code; limits and the retry timer come from the server; success reports the phone.
 */
export function PhoneVerificationDialog({
  phone,
  open,
  onVerified,
  onClose,
  onAlreadyUsed,
}: PhoneVerificationDialogProps & { onAlreadyUsed?: () => void }) {
  const { t } = useTranslation('phone');
  const normalized = normalizePhone(phone);
  const v = useVerification({ phone: normalized, open, onVerified, onAlreadyUsed });
  const secondsLeft = useCountdown(v.retryAt);
  const messageId = useId();
  // No-break spaces: the number never wraps mid-way (issue 18).
  const shown = displayPhone(normalized).replaceAll(' ', '\u00a0');
  const doneRef = useRef<HTMLButtonElement>(null);
  // The code boxes go away on success: the focus moves to "Done" instead of falling out of the dialog.
  useEffect(() => {
    if (v.stage.kind === 'success') doneRef.current?.focus();
  }, [v.stage.kind]);
  const requestsLeft = Math.max(0, v.maxAttempts - v.attempts);
  // Resending and switching call <-> SMS both re-request, so both wait for the 60 s timer (issue 13).
  const canRequest = secondsLeft === 0 && requestsLeft > 0;

  const retryControls = (
    <div className="verify__retry">
      {requestsLeft === 0 ? (
        // No request left: the wait is the hour of SPEC §4, said in words rather than as "59:59".
        <p className="verify__hint">{t('dialog.locked')}</p>
      ) : secondsLeft > 0 ? (
        <p className="verify__timer" aria-live="off">
          {t('dialog.retryIn', { time: formatCountdown(secondsLeft) })}
        </p>
      ) : (
        <p className="verify__hint">{t('dialog.requestsLeft', { count: requestsLeft })}</p>
      )}
      <div className="verify__actions">
        <Button variant="secondary" size="sm" disabled={!canRequest} onClick={() => void v.request(v.flow)}>
          {v.flow === 'call' ? t('dialog.recall') : t('dialog.resendSms')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={!canRequest}
          onClick={() => void v.request(v.flow === 'call' ? 'sms' : 'call')}
        >
          {v.flow === 'call' ? t('dialog.switchToSms') : t('dialog.switchToCall')}
        </Button>
      </div>
    </div>
  );

  const requestingText = v.flow === 'call' ? t('dialog.requesting') : t('dialog.requestingSms');
  let body;
  switch (v.stage.kind) {
    case 'requesting':
      body = (
        <div className="verify__center">
          <Preloader size="lg" label={requestingText} />
          <p aria-hidden="true">{requestingText}</p>
        </div>
      );
      break;
    case 'locked':
      body = (
        <div className="verify__center">
          <p className="verify__error" role="alert">
            {v.stage.message ?? t('dialog.locked')}
          </p>
          <Button onClick={onClose}>{t('dialog.changeNumber')}</Button>
        </div>
      );
      break;
    case 'error':
      body = (
        <div className="verify__center" role="alert">
          <h3 className="verify__title">{t('dialog.errorTitle')}</h3>
          <p className="verify__error">
            {v.stage.reason === 'alreadyUsed' ? t('dialog.alreadyUsed') : t('dialog.error')}
          </p>
          {v.stage.reason === 'general' ? (
            <Button onClick={() => void v.request(v.flow)}>{t('dialog.retry')}</Button>
          ) : (
            <Button onClick={onClose}>{t('dialog.changeNumber')}</Button>
          )}
        </div>
      );
      break;
    case 'success':
      body = (
        <div className="verify__center verify__success" role="status">
          <span className="verify__check" aria-hidden="true">
            ✓
          </span>
          <h3 className="verify__title">{t('dialog.successTitle')}</h3>
          <p>{t('dialog.successText', { phone: shown })}</p>
          <Button ref={doneRef} onClick={onClose}>
            {t('dialog.done')}
          </Button>
        </div>
      );
      break;
    case 'waiting':
      body =
        v.flow === 'call' ? (
          <div className="verify__flow">
            <div className="verify__calling" aria-hidden="true">
              <span className="verify__phone-icon">☎</span>
            </div>
            <h3 className="verify__title">{t('dialog.callTitle')}</h3>
            <p>{t('dialog.callText', { phone: shown })}</p>
            <p className="verify__status" role="status">
              <Spinner size="sm" /> {t('dialog.calling')}
            </p>
            {retryControls}
          </div>
        ) : (
          <div className="verify__flow">
            <h3 className="verify__title">{t('dialog.smsTitle')}</h3>
            <p>{t('dialog.smsText', { phone: shown, length: PHONE_VERIFICATION.otpLength })}</p>
            <CodeInput
              digits={v.sms.digits}
              onChange={v.setDigits}
              onComplete={(code) => void v.submitCode(code)}
              invalid={v.sms.invalid}
              disabled={v.sms.checking || v.sms.exhausted || v.sms.expired}
              focusKey={v.focusKey}
              describedBy={messageId}
            />
            <div id={messageId} className="verify__message" aria-live="polite">
              {v.sms.checking && (
                <p className="verify__status">
                  <Spinner size="sm" /> {t('dialog.checking')}
                </p>
              )}
              {v.sms.exhausted ? (
                <p className="verify__error">{t('dialog.checkNumber', { count: v.sms.inputAttempts })}</p>
              ) : v.sms.expired ? (
                <p className="verify__error">{t('dialog.expired')}</p>
              ) : (
                v.sms.invalid && (
                  <p className="verify__error">
                    {t('dialog.wrongCode', { count: v.sms.maxInputAttempts - v.sms.inputAttempts })}
                  </p>
                )
              )}
            </div>
            {retryControls}
          </div>
        );
      break;
  }

  return (
    <Modal open={open} title={t('dialog.title')} onClose={onClose}>
      <div className="verify">{body}</div>
    </Modal>
  );
}
