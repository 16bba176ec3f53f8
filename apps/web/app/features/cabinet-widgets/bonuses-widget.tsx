import { formatMoney } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { BonusHistory } from './bonus-history.js';
import { useBonusBalance, useBonusHistory } from './queries.js';

/** SPEC §2 bonuses widget: the balance in UAH and a history modal (loaded when first opened). */
export function BonusesWidget() {
  const { t } = useTranslation('widgets');
  const locale = useLocale();
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const balance = useBonusBalance();
  const history = useBonusHistory(open);
  return (
    <section className="card cabinet-widget bonuses-widget" aria-labelledby="bonuses-widget-title">
      <h2 id="bonuses-widget-title" className="cabinet-widget__title">
        {t('bonuses.title')}
      </h2>
      {balance.isPending ? (
        <Preloader />
      ) : balance.isError ? (
        <p className="notice notice--error">
          {t('loadError')}{' '}
          <button type="button" className="link-button" onClick={() => void balance.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <p className="bonuses-widget__balance">
          <span className="bonuses-widget__label">{t('bonuses.balance')}</span>
          <strong data-testid="bonus-balance">{formatMoney(balance.data, locale)}</strong>
        </p>
      )}
      <p className="cabinet-widget__text">{t('bonuses.rule')}</p>
      <div className="cabinet-widget__actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('bonuses.history')}
        </Button>
        <Link to={to('/profile/bonuses')}>{t('bonuses.toPage')}</Link>
      </div>
      <Modal open={open} title={t('bonuses.history')} onClose={() => setOpen(false)}>
        {history.isPending ? (
          <Preloader />
        ) : history.isError ? (
          <p className="notice notice--error">
            {t('loadError')}{' '}
            <button type="button" className="link-button" onClick={() => void history.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <BonusHistory history={history.data} />
        )}
      </Modal>
    </section>
  );
}
