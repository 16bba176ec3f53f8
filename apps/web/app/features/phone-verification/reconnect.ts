/** Reconnection schedule of the realtime client: 1 s, 2 s, 4 s … up to 30 s, with ±20 % jitter. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Delay before reconnect number `attempt` (0-based); `random` in [0, 1) spreads clients apart. */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const plain = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(plain * (0.8 + 0.4 * random));
}

/** The websocket URL on the page's own origin (ws: for http:, wss: for https:). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
