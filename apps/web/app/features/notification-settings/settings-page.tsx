import type { NotificationChannel } from '@posylka/domain';
import { formatPhoneMask } from '@posylka/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { GroupRow } from './group-row.js';
import type { NotificationSettingsLoaderData } from './load-settings.js';
import { TelegramCard } from './telegram-card.js';
import { useSwitches, type SaveStatus } from './use-switches.js';

function StatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('notificationSettings');
  const text =
    status.kind === 'saving'
      ? t('status.saving')
      : status.kind === 'saved'
        ? t('status.saved')
        : status.kind === 'failed'
          ? status.message
          : '';
  return (
    <p
      className={`ns-status${status.kind === 'failed' ? ' ns-status--failed' : ''}`}
      role={status.kind === 'failed' ? 'alert' : 'status'}
      aria-live={status.kind === 'failed' ? 'assertive' : 'polite'}
    >
      {text}
    </p>
  );
}

/**
 * Issue 16 item 3, /profile/notifications: where we write (e-mail, Telegram, the verified phone) and
 * a row per group with a switch per channel, each saved as it changes.
 */
export function NotificationSettingsPage({ settings }: NotificationSettingsLoaderData) {
  const { t } = useTranslation('notificationSettings');
  const to = useLocalizedPath();
  const { groups, status, toggle } = useSwitches(settings.groups);
  const [telegram, setTelegram] = useState(settings.reach.telegram);
  const { email, sms } = settings.reach;
  const unreachable = useMemo(() => {
    const away = new Set<NotificationChannel>();
    if (!telegram.linked) away.add('telegram');
    if (!sms.phone) away.add('sms');
    return away;
  }, [telegram.linked, sms.phone]);

  return (
    <section className="container page ns">
      <header className="page__head">
        <h1>{t('title')}</h1>
        <p className="page__sub">{t('subtitle')}</p>
      </header>
      <div className="ns__grid">
        <section className="card ns-reach" aria-labelledby="ns-reach-title">
          <h2 id="ns-reach-title">{t('reach.title')}</h2>
          <div className="ns-reach__item">
            <h3 className="ns-reach__label">{t('reach.email.label')}</h3>
            <p className="ns-reach__address">{email.address}</p>
            <p className={email.verified ? 'ns-reach__ok' : 'ns-reach__todo'}>
              {email.verified ? t('reach.email.verified') : t('reach.email.unverified')}
            </p>
          </div>
          <TelegramCard initial={telegram} onChange={setTelegram} />
          <div className="ns-reach__item">
            <h3 className="ns-reach__label">{t('reach.sms.label')}</h3>
            {sms.phone ? (
              <p className="ns-reach__ok">{formatPhoneMask(sms.phone)}</p>
            ) : (
              <>
                <p className="ns-reach__todo">{t('reach.sms.none')}</p>
                <Link to={to('/profile')}>{t('reach.sms.verify')}</Link>
              </>
            )}
            <p className="ns-reach__text">{t('reach.sms.rule')}</p>
          </div>
        </section>
        <section className="card ns-groups" aria-label={t('title')}>
          {groups.map((group) => (
            <GroupRow key={group.group} group={group} unreachable={unreachable} onToggle={toggle} />
          ))}
          <StatusLine status={status} />
        </section>
      </div>
    </section>
  );
}
