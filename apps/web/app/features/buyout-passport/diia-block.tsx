import { useTranslation } from '../../i18n/use-translation.js';
import { QrCode } from '../../components/qr/qr-code.js';
import { Button } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import type { DiiaRequestState } from './use-digital-id.js';

/**
 * SPEC §2 "For an ID card a QR code (size 132) is shown from the digital-ID deep link". On a phone the
 * same link opens the Diia app directly, so it is also a plain link.
 */
export function DiiaBlock({
  request,
  received,
  onRetry,
}: {
  request: DiiaRequestState;
  received: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('buyoutPassport');
  return (
    <section className="bo-passport-diia" aria-labelledby="bo-passport-diia-title">
      <div className="bo-passport-diia__text">
        <h2 className="bo-passport-diia__title" id="bo-passport-diia-title">
          {t('diia.title')}
        </h2>
        <p>{t('diia.text')}</p>
        {request.kind === 'ready' && (
          <a className="bo-passport-diia__link" href={request.deepLink} rel="noopener">
            {t('diia.openOnPhone')}
          </a>
        )}
        <p className="bo-passport-diia__status" aria-live="polite">
          {received ? t('diia.received') : request.kind === 'ready' ? t('diia.waiting') : ''}
        </p>
      </div>
      <div className="bo-passport-diia__qr">
        {request.kind === 'ready' ? (
          <QrCode value={request.deepLink} size={132} label={t('diia.qrLabel')} />
        ) : request.kind === 'failed' ? (
          <div className="bo-passport-diia__failed">
            <p role="alert">{t('diia.failed')}</p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('diia.retry')}
            </Button>
          </div>
        ) : (
          <Preloader size="sm" label={t('diia.loading')} />
        )}
      </div>
    </section>
  );
}
