import type { DigitalIdData } from '@posylka/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useRealtimeChannel, type RealtimeStatus } from '../phone-verification/index.js';
import { fetchPreloadedUserData, initDiia, readDocsPush } from './passport-api.js';

/** Where the open Diia request is remembered, so coming back from the Diia app reads its data. */
export const DIIA_REQUEST_STORAGE_KEY = 'posylka.diia.request';

export type DiiaRequestState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'ready'; deepLink: string; requestId: string }
  | { kind: 'failed' };

/** The query parameter the Diia return link carries (the server adds it to return_url after sharing). */
export const DIIA_REQUEST_PARAM = 'diiaRequest';

function rememberedRequest(): string | null {
  try {
    return window.sessionStorage.getItem(DIIA_REQUEST_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(requestId: string): void {
  try {
    window.sessionStorage.setItem(DIIA_REQUEST_STORAGE_KEY, requestId);
  } catch {
    // Private mode without storage: the realtime push still delivers the data to this tab.
  }
}

/**
 * SPEC §2/§7 digital ID on the documents page: POST /diia/init gives the deep link (shown as a QR code
 * while an ID card is chosen); the shared data reaches this tab on docs#{uid}, and is read again from
 * GET /app-centrifugo/preloaded-user-data/{id} after (re)subscribing or coming back from the Diia app,
 * since realtime messages sent while disconnected are not replayed (decision 007).
 */
export function useDigitalId(options: {
  uid: string | null;
  wantLink: boolean;
  /** The page was opened by the Diia app's return link: the shared data is waiting on the server. */
  returning: boolean;
  returnUrl: () => string;
  onData: (data: DigitalIdData) => void;
}): { request: DiiaRequestState; realtime: RealtimeStatus; retry: () => void; received: boolean } {
  const api = useApi();
  // The request named by the return link (the server adds it after sharing): a new tab or another
  // device has no sessionStorage of the tab that started, so the URL wins over the remembered id.
  const [searchParams] = useSearchParams();
  const requestFromUrl = searchParams.get(DIIA_REQUEST_PARAM)?.trim() || null;
  const fromUrl = useRef(requestFromUrl);
  fromUrl.current = requestFromUrl;
  const [request, setRequest] = useState<DiiaRequestState>({ kind: 'idle' });
  const [received, setReceived] = useState(false);
  const requestId = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const deliver = useCallback((data: DigitalIdData) => {
    setReceived(true);
    latest.current.onData(data);
  }, []);

  // Only this page's own request, or the remembered one when the Diia app sent the customer back:
  // an old request of another visit must not replace what is on the form now.
  const catchUp = useCallback(
    (allowRemembered = false) => {
      const id = requestId.current ?? (allowRemembered ? (fromUrl.current ?? rememberedRequest()) : null);
      if (!id) return;
      fetchPreloadedUserData(api, id)
        .then((data) => data && deliver(data))
        .catch(() => undefined);
    },
    [api, deliver],
  );

  const start = useCallback(() => {
    setRequest({ kind: 'starting' });
    initDiia(api, latest.current.returnUrl())
      .then((answer) => {
        requestId.current = answer.requestId;
        remember(answer.requestId);
        setRequest({ kind: 'ready', ...answer });
      })
      .catch(() => setRequest({ kind: 'failed' }));
  }, [api]);

  // Back from the Diia app on this device: the data of the remembered request is waiting.
  useEffect(() => {
    if (latest.current.returning || fromUrl.current) catchUp(true);
  }, [catchUp]);

  useEffect(() => {
    if (options.wantLink && request.kind === 'idle') start();
  }, [options.wantLink, request.kind, start]);

  const realtime = useRealtimeChannel(
    options.uid ? `docs#${options.uid}` : null,
    (message) => {
      const push = readDocsPush(message);
      if (push.data) deliver(push.data);
      else if (push.requestId) {
        requestId.current = push.requestId;
        catchUp();
      }
    },
    () => catchUp(),
  );

  return { request, realtime, retry: start, received };
}
