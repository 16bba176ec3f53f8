import { isApiError, type TelegramLinkState } from '@posylka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';

/** How often the card asks whether the chat pressed Start, while the deep link is valid. */
const POLL_MS = 3000;

type Link = { linked: boolean; username: string | null };

export interface TelegramCardProps {
  initial: Link;
  /** The link changed: the page marks the Telegram switches reachable or not. */
  onChange: (link: Link) => void;
}

/**
 * "Link Telegram": asks for a single-use deep link to the bot, opens it, and watches until the chat
 * pressed Start; a linked chat shows its name and can be unlinked. A server without the Telegram
 * routes (404) hides the card rather than offering what cannot work.
 */
export function TelegramCard({ initial, onChange }: TelegramCardProps) {
  const { t } = useTranslation('notificationSettings');
  const api = useApi();
  const [link, setLink] = useState<Link>(initial);
  const [hidden, setHidden] = useState(false);
  const [waiting, setWaiting] = useState<{ url: string; until: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const apply = (state: TelegramLinkState) => {
    const next = { linked: state.linked, username: state.username };
    setLink(next);
    onChange(next);
    return next;
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 404) setHidden(true);
    else setMessage(t('telegram.failed'));
  };

  useEffect(() => {
    let live = true;
    api.telegram
      .state({ noErrorToast: true })
      .then((state) => live && apply(state))
      .catch((error: unknown) => live && isApiError(error) && error.status === 404 && setHidden(true));
    return () => {
      live = false;
    };
    // Once on mount: the loader's answer may be a moment old.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (Date.now() > waiting.until) {
        setWaiting(null);
        return;
      }
      api.telegram
        .state({ noErrorToast: true })
        .then((state) => {
          if (apply(state).linked) setWaiting(null);
        })
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);

  if (hidden) return null;

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const deep = await api.telegram.link({ noErrorToast: true });
      setWaiting({ url: deep.url, until: Date.parse(deep.expiresAt) });
      window.open(deep.url, '_blank', 'noopener');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function unlink() {
    setBusy(true);
    setMessage(null);
    try {
      apply(await api.telegram.unlink({ noErrorToast: true }));
      setMessage(t('telegram.unlinked'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ns-reach__item" data-testid="telegram-card">
      <h3 className="ns-reach__label">{t('telegram.label')}</h3>
      {link.linked ? (
        <>
          <p className="ns-reach__ok">
            {link.username ? t('telegram.linked', { name: `@${link.username}` }) : t('telegram.linkedNoName')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void unlink()} disabled={busy}>
            {t('telegram.unlink')}
          </Button>
        </>
      ) : waiting ? (
        <>
          <p className="ns-reach__text">{t('telegram.waiting')}</p>
          <a href={waiting.url} target="_blank" rel="noopener noreferrer">
            {t('telegram.open')}
          </a>
        </>
      ) : (
        <>
          <p className="ns-reach__text">{t('telegram.notLinked')}</p>
          <Button size="sm" onClick={() => void start()} disabled={busy}>
            {t('telegram.link')}
          </Button>
        </>
      )}
      {message && (
        <p className="ns-reach__text" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
