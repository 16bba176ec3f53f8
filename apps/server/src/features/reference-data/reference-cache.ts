import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  expiresAt: number;
  body: string;
  etag: string;
}

/**
 * Reference data (countries, settings, documents) is read on every page and changes only with a
 * seed, an import or a rates refresh. Each app instance keeps the serialised answer per key for a
 * short time, so a hot GET is a map lookup instead of several queries plus response serialisation;
 * the ETag lets browsers and proxies revalidate with a 304.
 */
export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Answers from the cache or from `load`; `load` returning null means "not ready" and is not
   * cached (the caller answers 202). Returns false in that case.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<boolean> {
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      const value = await load();
      if (value === null) return false;
      const body = JSON.stringify(value);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      entry = { expiresAt: this.now() + this.ttlMs, body, etag };
      this.entries.set(key, entry);
    }
    reply.header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) {
      await reply.code(304).send();
      return true;
    }
    // A string payload skips Fastify's serializer: the cached JSON is sent as it is.
    await reply.type('application/json; charset=utf-8').send(entry.body);
    return true;
  }

  clear(): void {
    this.entries.clear();
  }
}
