// The "data + signature" envelope both providers use: data is base64 of a JSON object, signature is
// base64 of a digest over the exact posted data string (never over re-encoded JSON).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const encodeData = (params: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(params), 'utf8').toString('base64');

/** The decoded object, or null when data is not base64 JSON of an object. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** LiqPay: base64(sha1(private_key + data + private_key)), binary digest. */
export const liqpaySignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');

/** Sandbox: base64(HMAC-SHA256(secret, data)). */
export const sandboxSignature = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data, 'utf8').digest('base64');

/** Constant-time comparison of two base64 signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
