import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL in one process: two servers opening one data folder each run their own
 * database over the same files, both accept writes, and one side's data is lost at the next start.
 * A lock file beside the folder (`<dir>.lock`, holding the owner's pid) lets only one process open it.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite folder ${dir} is in use by another Posylka process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, or set PGLITE_DIR to another folder ' +
        '(or DATABASE_URL to a PostgreSQL server to run several instances).',
    );
  }
}

// Folders this process holds: a lock file naming our own pid is ours only if we took it in this
// process; otherwise it was left by a dead process that had the same pid (pid 1 in a container).
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes the folder's lock or throws DatabaseLockedError naming the live owner. A lock left by a dead
 * process (crash, kill -9) is taken over. Returns the release function (call it after closing).
 */
export function lockFolder(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      held.add(file);
      return () => releaseFolder(file);
    }
    const pid = readPid(file);
    if (pid !== null && (pid === process.pid ? held.has(file) : isAlive(pid))) {
      throw new DatabaseLockedError(dir, pid);
    }
    // Stale (dead owner or unreadable half-written file). Move it aside rather than delete it: the
    // rename is atomic, so of two processes taking over the same stale lock only one moves it; the
    // other finds the winner's fresh file on its next attempt.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      continue;
    }
    if (readPid(aside) !== pid) {
      // We moved a lock someone took since we read it: give it back and look again.
      renameSync(aside, file);
      continue;
    }
    rmSync(aside, { force: true });
  }
  const pid = readPid(file);
  throw new DatabaseLockedError(dir, pid ?? 0);
}

function releaseFolder(file: string): void {
  if (!held.delete(file)) return;
  // Only remove the file while it still names us (never another process's lock).
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}
