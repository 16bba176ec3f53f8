import { describe, expect, it } from 'vitest';
import { maySubscribe, type ChannelFacts } from './channel-auth.js';
import { issueRealtimeToken, verifyRealtimeToken } from './tokens.js';

const UID = '0b6a3f52-6a55-4f0e-9e0a-4b1a3c1d2e3f';
const OTHER = '9c1d2e3f-6a55-4f0e-9e0a-4b1a3c1d2e3f';
const facts = (phones: string[]): ChannelFacts => ({
  userMayWatchPhone: async (uid, phone) => uid === UID && phones.includes(phone),
});

describe('maySubscribe: channel authorisation (SPEC §7 realtime)', () => {
  it('lets a customer read only their own docs#{uid}', async () => {
    const user = { kind: 'user', uid: UID } as const;
    expect(await maySubscribe(user, `docs#${UID}`, facts([]))).toBe(true);
    expect(await maySubscribe(user, `docs#${OTHER}`, facts([]))).toBe(false);
    expect(await maySubscribe({ kind: 'anonymous', phone: '380671234567' }, `docs#${UID}`, facts([]))).toBe(
      false,
    );
  });

  it('lets a customer read only their own orders#{uid} (parcel state changes)', async () => {
    const user = { kind: 'user', uid: UID } as const;
    expect(await maySubscribe(user, `orders#${UID}`, facts([]))).toBe(true);
    expect(await maySubscribe(user, `orders#${OTHER}`, facts([]))).toBe(false);
    // An anonymous token (one phone) never reads a customer's parcels.
    const anon = { kind: 'anonymous', phone: '380671234567' } as const;
    expect(await maySubscribe(anon, `orders#${UID}`, facts([]))).toBe(false);
    expect(await maySubscribe(user, `orders#${UID}#x`, facts([]))).toBe(false);
  });

  it('lets a customer read calls#{phone} only for a phone they own or are verifying', async () => {
    const user = { kind: 'user', uid: UID } as const;
    expect(await maySubscribe(user, 'calls#380671234567', facts(['380671234567']))).toBe(true);
    expect(await maySubscribe(user, 'calls#380671234568', facts(['380671234567']))).toBe(false);
  });

  it('lets an anonymous token read only the calls# channel of its phone', async () => {
    const anon = { kind: 'anonymous', phone: '380671234567' } as const;
    expect(await maySubscribe(anon, 'calls#380671234567', facts([]))).toBe(true);
    expect(await maySubscribe(anon, 'calls#380501234567', facts([]))).toBe(false);
  });

  it('refuses unknown channel shapes', async () => {
    const user = { kind: 'user', uid: UID } as const;
    for (const channel of ['orders#1', `docs#${UID}x`, 'calls#0671234567', 'calls#380671234567#x', '']) {
      expect(await maySubscribe(user, channel, facts(['380671234567'])), channel).toBe(false);
    }
  });
});

describe('realtime tokens', () => {
  const secret = 'a'.repeat(32);
  it('round-trips the claims and refuses expired, forged or foreign-key tokens', () => {
    const token = issueRealtimeToken(secret, { kind: 'user', uid: UID }, 1_000);
    expect(verifyRealtimeToken(secret, token, 2_000)).toEqual({ kind: 'user', uid: UID });
    expect(verifyRealtimeToken(secret, token, 1_000 + 10 * 60_000)).toBeNull();
    expect(verifyRealtimeToken('b'.repeat(32), token, 2_000)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'user', uid: OTHER, exp: 9e15 })).toString('base64url');
    expect(verifyRealtimeToken(secret, `${forged}.${mac}`, 2_000)).toBeNull();
    expect(verifyRealtimeToken(secret, `${body}`, 2_000)).toBeNull();
  });
});
