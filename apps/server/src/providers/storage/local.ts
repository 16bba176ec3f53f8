import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './types.js';

/** Files in a folder (STORAGE_DIR, var/files by default): one file per key, written atomically. */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  // The type is not stored: the database row that points at the file keeps it.
  async put(key: string, body: Buffer | Readable, _meta?: { contentType: string }): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write aside then rename, so a reader never sees half a file (replace keeps the same key). A
    // stream goes to the disk as it arrives; if it fails half-way the part file is removed.
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temp, body, { mode: 0o600 });
      else await pipeline(body, createWriteStream(temp, { mode: 0o600 }));
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
