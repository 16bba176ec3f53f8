import type { RealtimeClaims } from './tokens.js';

/** Facts channel authorisation needs from the database, injected so the rules are tested alone. */
export interface ChannelFacts {
  /** The customer's own phone, or one they asked to verify within the last hour. */
  userMayWatchPhone(uid: string, phone: string): Promise<boolean>;
}

const DOCS = /^docs#([0-9a-f-]{36})$/;
const CALLS = /^calls#(380\d{9})$/;
const ORDERS = /^orders#([0-9a-f-]{36})$/;

/**
 * Who may subscribe where (SPEC §7 realtime): docs#{uid} only the customer `uid`; calls#{phone}
 * the anonymous token issued for that phone, or a customer who owns or is verifying that phone;
 * orders#{uid} (state changes of the customer's parcels) only the customer `uid`.
 * Unknown channel shapes are refused.
 */
export async function maySubscribe(
  claims: RealtimeClaims,
  channel: string,
  facts: ChannelFacts,
): Promise<boolean> {
  const docs = DOCS.exec(channel);
  if (docs) return claims.kind === 'user' && claims.uid === docs[1];
  const parcels = ORDERS.exec(channel);
  if (parcels) return claims.kind === 'user' && claims.uid === parcels[1];
  const calls = CALLS.exec(channel);
  if (calls) {
    const phone = calls[1]!;
    if (claims.kind === 'anonymous') return claims.phone === phone;
    return facts.userMayWatchPhone(claims.uid, phone);
  }
  return false;
}
