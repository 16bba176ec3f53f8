import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import {
  amzDate,
  EMPTY_PAYLOAD_HASH,
  sha256Hex,
  signRequest,
  uriEncode,
  type SigV4Credentials,
} from './sigv4.js';
import { assertStorageKey, readAll, type FileStorage } from './types.js';

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * An S3-compatible bucket through path-style URLs (endpoint/bucket/key), signed with SigV4. Files
 * are at most 5 MB, so bodies are buffered and their SHA-256 signed (no chunked uploads needed).
 */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly base: URL;
  private readonly creds: SigV4Credentials;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3Options) {
    this.base = new URL(options.endpoint);
    this.creds = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertStorageKey(key);
    const prefix = this.base.pathname.replace(/\/+$/, '');
    const path = `${prefix}/${uriEncode(this.options.bucket)}/${key.split('/').map(uriEncode).join('/')}`;
    const date = this.now();
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-date': amzDate(date),
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signRequest({ method, path, headers, payloadHash }, this.creds, date);
    const { host: _host, ...sent } = headers;
    return this.fetch(new URL(path, this.base), {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
  }

  async put(key: string, body: Buffer | Readable, meta: { contentType: string }): Promise<void> {
    const res = await this.send('PUT', key, await readAll(body), meta.contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<Readable | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return Readable.fromWeb(res.body as ReadableStream);
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    // S3 answers 204 for a missing key too; some compatible stores answer 404.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }
}
