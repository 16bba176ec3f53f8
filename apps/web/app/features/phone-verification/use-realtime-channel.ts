import { REALTIME_WS_HREF, type RealtimeServerMessage } from '@posylka/contract';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-provider.js';
import { realtimeUrl, reconnectDelay } from './reconnect.js';

export type RealtimeStatus = 'idle' | 'connecting' | 'subscribed' | 'reconnecting' | 'forbidden';

const CONNECT_ID = 1;
const SUBSCRIBE_ID = 2;

/**
 * Listens on one realtime channel (e.g. calls#{phone}) over the app's websocket. Each (re)connect
 * fetches fresh credentials; a dropped connection is retried with exponential backoff. `onSubscribed`
 * runs after every successful subscribe, so a caller can catch up on what it missed while offline.
 */
export function useRealtimeChannel(
  channel: string | null,
  onMessage: (data: unknown) => void,
  onSubscribed?: () => void,
): RealtimeStatus {
  const api = useApi();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const handlers = useRef({ onMessage, onSubscribed });
  handlers.current = { onMessage, onSubscribed };

  useEffect(() => {
    if (!channel || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let attempt = 0;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retry = () => {
      if (stopped) return;
      setStatus('reconnecting');
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    };

    async function open() {
      setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
      let token: string;
      try {
        token = (await api.realtime.credentials({ noErrorToast: true })).token;
      } catch {
        return retry();
      }
      if (stopped) return;
      const ws = new WebSocket(realtimeUrl(window.location, REALTIME_WS_HREF));
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ id: CONNECT_ID, connect: { token } }));
      ws.onmessage = (event) => {
        let message: RealtimeServerMessage;
        try {
          message = JSON.parse(String(event.data)) as RealtimeServerMessage;
        } catch {
          return;
        }
        if ('channel' in message) {
          if (message.channel === channel) handlers.current.onMessage(message.data);
        } else if (message.id === CONNECT_ID && 'ok' in message) {
          ws.send(JSON.stringify({ id: SUBSCRIBE_ID, subscribe: channel }));
        } else if (message.id === SUBSCRIBE_ID && 'ok' in message) {
          attempt = 0;
          setStatus('subscribed');
          handlers.current.onSubscribed?.();
        } else if (message.id === SUBSCRIBE_ID && 'error' in message && message.error === 'forbidden') {
          // Not allowed to read this channel: reconnecting will not change that.
          stopped = true;
          setStatus('forbidden');
          ws.close();
        }
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        retry();
      };
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      setStatus('idle');
    };
  }, [api, channel]);

  return status;
}
