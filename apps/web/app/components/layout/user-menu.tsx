import type { MeResponse } from '@posylka/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useNavigate } from 'react-router';
import { useApiSettings } from '../../api/api-settings.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { Tooltip } from '../ui/tooltip.js';
import { useDismiss } from './use-dismiss.js';

/** The phone needs attention when it is missing or not verified (SPEC §4 "unverified marker"). */
export function needsPhoneVerification(user: Pick<MeResponse, 'phoneNumber'>): boolean {
  return !user.phoneNumber?.verified;
}

export function UserMenu({ user }: { user: MeResponse }) {
  const { t } = useTranslation('layout');
  const apiSettings = useApiSettings();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);
  const unverified = needsPhoneVerification(user);

  const logout = async () => {
    setLeaving(true);
    try {
      // The API client loads on this first call: the header is on every page, logging out is rare.
      const { clientFor } = await import('../../api/api-provider.js');
      await clientFor(apiSettings).auth.logout();
      close();
      // Navigating re-runs the root loader, which now finds no session.
      await navigate(to('/'), { replace: true });
    } catch {
      // The toast already shows the server's reason; stay signed in.
    } finally {
      setLeaving(false);
    }
  };

  return (
    <div className="popover user-menu" ref={rootRef}>
      {unverified && (
        <Tooltip content={t('userMenu.unverifiedPhone')} placement="bottom">
          <span className="user-menu__dot" role="img" aria-label={t('userMenu.unverifiedPhone')} />
        </Tooltip>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="header__icon-button user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('userMenu.label')}: ${user.email}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {user.email.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__email">{user.email}</span>
      </button>
      <div id={panelId} className="popover__panel popover__panel--end" hidden={!open}>
        <p className="user-menu__who">{user.email}</p>
        <Link to={to('/profile')} className="popover__item" onClick={close}>
          {t('userMenu.profile')}
        </Link>
        <Link to={to('/orders')} className="popover__item" onClick={close}>
          {t('userMenu.myOrders')}
        </Link>
        <Link to={to('/profile/addresses/my-address')} className="popover__item" onClick={close}>
          {t('menuLink', { ns: 'myAddress' })}
        </Link>
        <Link to={to('/profile/addresses')} className="popover__item" onClick={close}>
          {t('menuLink', { ns: 'addresses' })}
        </Link>
        <button
          type="button"
          className="popover__item"
          onClick={logout}
          disabled={leaving}
          aria-busy={leaving || undefined}
        >
          {t('userMenu.logout')}
        </button>
      </div>
    </div>
  );
}
