import { CONSOLIDATION_MIN_ORDERS } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import type { Consolidation } from './use-consolidation.js';

/**
 * The chosen parcels and the "Consolidate" button, shown once a parcel is picked; and the flow's
 * dialogs: the terms with "Yes", the customs-limit warning that asks to continue, and the
 * confirmation of cancelling a consolidation.
 */
export function ConsolidationBar({ flow }: { flow: Consolidation }) {
  const { t } = useTranslation('orders');
  const count = flow.selected.length;
  const enough = count >= CONSOLIDATION_MIN_ORDERS;
  return (
    <>
      {count > 0 && (
        <div className="orders-consolidation" role="region" aria-label={t('consolidation.barLabel')}>
          <p className="orders-consolidation__text" aria-live="polite">
            {t('consolidation.selected', { count })}
            {!enough && <span className="orders-consolidation__hint"> {t('consolidation.needMore')}</span>}
          </p>
          <div className="orders-consolidation__actions">
            <Button variant="ghost" size="sm" onClick={flow.clear} disabled={flow.sending}>
              {t('consolidation.clear')}
            </Button>
            <Button size="sm" onClick={flow.start} disabled={!enough || flow.sending}>
              {t('consolidation.consolidate')}
            </Button>
          </div>
        </div>
      )}

      <Modal
        open={flow.step.kind === 'agreement'}
        title={t('consolidation.agreementTitle', { count })}
        onClose={flow.close}
        footer={
          <>
            <Button variant="secondary" onClick={flow.close} disabled={flow.sending}>
              {t('consolidation.no')}
            </Button>
            <Button onClick={flow.agree} loading={flow.sending}>
              {t('consolidation.yes')}
            </Button>
          </>
        }
      >
        <p>{t('consolidation.agreementText')}</p>
        <ul className="orders-consolidation__list">
          {flow.selected.map((order) => (
            <li key={order.id}>
              {order.number}
              {order.trackNo ? ` · ${order.trackNo}` : ''}
            </li>
          ))}
        </ul>
        <p>{t('consolidation.agreementQuestion')}</p>
      </Modal>

      <Modal
        open={flow.step.kind === 'overLimit'}
        title={t('consolidation.overLimitTitle')}
        onClose={flow.close}
        footer={
          <>
            <Button variant="secondary" onClick={flow.close} disabled={flow.sending}>
              {t('consolidation.cancel')}
            </Button>
            <Button onClick={flow.continueOverLimit} loading={flow.sending}>
              {t('consolidation.continue')}
            </Button>
          </>
        }
      >
        {flow.step.kind === 'overLimit' && <p>{flow.step.text}</p>}
        <p>{t('consolidation.overLimitQuestion')}</p>
      </Modal>

      <Modal
        open={flow.step.kind === 'cancel'}
        title={t('consolidation.cancelTitle', {
          number: flow.step.kind === 'cancel' ? flow.step.order.number : '',
        })}
        onClose={flow.close}
        footer={
          <>
            <Button variant="secondary" onClick={flow.close} disabled={flow.sending}>
              {t('consolidation.keep')}
            </Button>
            <Button onClick={flow.confirmCancel} loading={flow.sending}>
              {t('consolidation.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('consolidation.cancelText')}</p>
      </Modal>
    </>
  );
}
