import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a websocket token is accepted for connecting; the client fetches a new one to reconnect. */
export const REALTIME_TOKEN_TTL_MS = 10 * 60_000;

/** Who a token speaks for: a signed-in customer, or an anonymous page waiting on one phone's call. */
export type RealtimeClaims = { kind: 'user'; uid: string } | { kind: 'anonymous'; phone: string };

type Payload = RealtimeClaims & { exp: number };

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** `<base64url(json)>.<hmac>`: stateless, so any instance sharing REALTIME_SECRET can check it. */
export function issueRealtimeToken(secret: string, claims: RealtimeClaims, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: now + REALTIME_TOKEN_TTL_MS })).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyRealtimeToken(secret: string, token: string, now = Date.now()): RealtimeClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.kind === 'user' && typeof payload.uid === 'string') return { kind: 'user', uid: payload.uid };
  if (payload.kind === 'anonymous' && typeof payload.phone === 'string') {
    return { kind: 'anonymous', phone: payload.phone };
  }
  return null;
}
