import { LOCALES, LOCALE_TAGS } from '@posylka/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useLocation } from 'react-router';
import { rememberLocale } from '../../i18n/locale-cookie.js';
import { switchLocale } from '../../i18n/locale-path.js';
import { useLocale } from '../../i18n/use-locale.js';
import { useDismiss } from './use-dismiss.js';

/** Links to the same page and query in each language; the choice is remembered in a cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);

  return (
    <div className="popover lang-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header__icon-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.label')}: ${t(`language.names.${locale}`)}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" className="lang-switcher__globe">
          ◍
        </span>
        {t(`language.short.${locale}`)}
      </button>
      <ul id={listId} className="popover__panel" hidden={!open}>
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              to={switchLocale(pathname, search, target)}
              hrefLang={LOCALE_TAGS[target]}
              lang={LOCALE_TAGS[target]}
              aria-current={target === locale ? 'true' : undefined}
              className="popover__item"
              onClick={() => {
                rememberLocale(target);
                close();
              }}
            >
              {t(`language.names.${target}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
