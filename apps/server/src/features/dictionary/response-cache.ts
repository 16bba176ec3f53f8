/**
 * Serialised directory answers per key for a short time. The autocomplete sends the same few
 * prefixes again and again (every user typing "ки", "льв"...), so a hit skips the query and the JSON
 * serialisation. Bounded: the oldest entries go first when full, so random queries cannot grow it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { expiresAt: number; body: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.body;
    const body = JSON.stringify(await load());
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, body });
    return body;
  }

  /** After an import or a sync in this process: the next request reads the new directory. */
  clear(): void {
    this.entries.clear();
  }
}
