import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './types.js';

/** A signed body: its SHA-256 (hex) and the bytes, in memory or a file on disk read as it is sent. */
type Payload = { hash: string; body: Uint8Array | Blob };

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
/** The x-amz-content-sha256 of a request without a body (GET, DELETE). */
const EMPTY_PAYLOAD_HASH = createHash('sha256').digest('hex');
/** "20150830T123600Z", the x-amz-date form aws4fetch takes as `datetime`. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Folder of the temporary files a streamed PUT is written to first (the OS's by default). */
  tempDir?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * An S3-compatible bucket through path-style URLs (endpoint/bucket/key), signed with SigV4 by
 * aws4fetch (header auth; the body's SHA-256 goes in x-amz-content-sha256 and is signed). A PUT
 * needs its length and SHA-256 before the first byte, so a streamed body is first written to a
 * temporary file (hashed on the way) and sent from there: uploads never sit whole in memory. Files
 * are at most 5 MB, so one PUT each (no multipart upload needed).
 */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly base: URL;
  private readonly signer: AwsClient;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3Options) {
    this.base = new URL(options.endpoint);
    // Only its signing is used: requests go out through `this.fetch`, once (aws4fetch's own fetch
    // would retry 5xx answers and cannot be injected).
    this.signer = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, payload?: Payload, contentType?: string) {
    assertStorageKey(key);
    const prefix = this.base.pathname.replace(/\/+$/, '');
    // Key segments are [A-Za-z0-9_.-] (assertStorageKey), the same raw or percent-encoded.
    const path = `${prefix}/${encodeURIComponent(this.options.bucket)}/${key}`;
    const signed = await this.signer.sign(new URL(path, this.base), {
      method,
      headers: {
        'x-amz-content-sha256': payload ? payload.hash : EMPTY_PAYLOAD_HASH,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload ? { body: payload.body } : {}),
      aws: { datetime: amzDate(this.now()) },
    });
    return this.fetch(signed);
  }

  async put(key: string, body: Buffer | Readable, meta: { contentType: string }): Promise<void> {
    assertStorageKey(key);
    if (Buffer.isBuffer(body)) {
      await this.putPayload(key, { hash: sha256Hex(body), body: new Uint8Array(body) }, meta);
      return;
    }
    const temp = join(this.options.tempDir ?? tmpdir(), `posylka-s3-${randomBytes(8).toString('hex')}.part`);
    try {
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // A stream that fails (an upload stopped at its limit) never reaches the bucket.
      await pipeline(body, hashing, createWriteStream(temp, { mode: 0o600 }));
      await this.putPayload(key, { hash: hash.digest('hex'), body: await openAsBlob(temp) }, meta);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private async putPayload(key: string, payload: Payload, meta: { contentType: string }) {
    const res = await this.send('PUT', key, payload, meta.contentType);
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
