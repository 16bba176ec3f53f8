// AWS Signature Version 4 (header auth), hand-written over node:crypto so the S3 driver needs no AWS
// SDK. Follows the published algorithm: canonical request -> string to sign -> derived signing key
// -> HMAC-SHA256 signature. Used by S3FileStorage and by the fake S3 server of the tests to verify.
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** "s3" for object storage. */
  service: string;
}

export interface SigV4Request {
  method: string;
  /** Path as sent (already percent-encoded where needed), e.g. "/bucket/orders/a.pdf". */
  path: string;
  /** Query parameters (decoded); sorted and encoded by the signer. */
  query?: Record<string, string>;
  /** Headers to sign; `host` must be among them. Names are matched case-insensitively. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
}

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper-case). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** "20150830T123600Z" from a Date. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

function canonicalQuery(query: Record<string, string> = {}): string {
  return Object.entries(query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function canonicalHeaders(headers: Record<string, string>) {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    text: entries.map(([n, v]) => `${n}:${v}\n`).join(''),
    signed: entries.map(([n]) => n).join(';'),
  };
}

export function canonicalRequest(req: SigV4Request): { text: string; signedHeaders: string } {
  const headers = canonicalHeaders(req.headers);
  const text = [
    req.method.toUpperCase(),
    req.path || '/',
    canonicalQuery(req.query),
    headers.text,
    headers.signed,
    req.payloadHash,
  ].join('\n');
  return { text, signedHeaders: headers.signed };
}

/**
 * The Authorization header value for a request. `date` must be the same instant as the request's
 * x-amz-date header (pass it in; the signer does not read the clock).
 */
export function signRequest(req: SigV4Request, creds: SigV4Credentials, date: Date): string {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const canonical = canonicalRequest(req);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical.text)].join('\n');
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, day);
  const kRegion = hmac(kDate, creds.region);
  const kService = hmac(kRegion, creds.service);
  const kSigning = hmac(kService, 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${canonical.signedHeaders}, Signature=${signature}`;
}
