import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. Keys are ours (e.g. "orders/{orderId}/{fileId}"), never a
 * customer's file name, so a name cannot steer a write outside the store.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /**
   * Stores (or replaces) the object. A stream is stored as it is read, never held whole in memory;
   * when it fails (e.g. an upload stopped at its limit), nothing is left under the key and an
   * object it would have replaced stays as it was.
   */
  put(key: string, body: Buffer | Readable, meta: { contentType: string }): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are slash-separated safe segments: no "..", no absolute paths, no odd characters. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export async function readAll(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
