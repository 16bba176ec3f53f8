import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from './database.js';

// Issue 15 item 6: two servers on one PGlite folder split the data.
describe('PGlite folder lock (two servers on one folder)', () => {
  const dirs: string[] = [];
  const tempFolder = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'posylka-lock-'));
    dirs.push(root);
    return path.join(root, 'pglite');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second openDatabase on the same folder with a clear message, and frees it on close', async () => {
    const dir = tempFolder();
    const first = await openDatabase({ pgliteDir: dir });
    try {
      expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
      const second = openDatabase({ pgliteDir: dir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(/in use by another Posylka process \(pid \d+\)/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  });

  it('refuses while the pid in the lock is a live process', async () => {
    const dir = tempFolder();
    // The parent of this test process is alive for the whole test.
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(`(pid ${process.ppid})`);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a dead process (crash, kill -9)', async () => {
    const dir = tempFolder();
    // A pid that surely exited: a child that has already finished.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${dir}.lock`, `${dead}\n`);
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock naming our own pid that this process does not hold (pid reused after a restart)', async () => {
    const dir = tempFolder();
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    const handle = await openDatabase({ pgliteDir: dir });
    await handle.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
