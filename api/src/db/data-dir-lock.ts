import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/*
 * PGlite takes no lock on its files: two processes on one DATA_DIR would corrupt it.
 * We hold `DATA_DIR/pglite.lock` (created atomically, holding our pid). A lock left by a dead
 * process is taken over. Within one process a second open of the same directory is refused too.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another process (pid ${pid}) is using DATA_DIR ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
    );
  }
}

export type DataDirLock = { file: string; release(): void };

const heldInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function createExclusive(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock on `dataDir` or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  if (heldInThisProcess.has(file)) throw new DataDirLockedError(dataDir, process.pid);

  if (!createExclusive(file)) {
    const owner = readPid(file);
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale (dead owner, unreadable, or our own pid from an earlier life): replace it atomically.
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    renameSync(temp, file);
    const now = readPid(file);
    if (now !== process.pid) throw new DataDirLockedError(dataDir, now ?? 0);
  }

  heldInThisProcess.add(file);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      heldInThisProcess.delete(file);
      if (readPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    },
  };
}
