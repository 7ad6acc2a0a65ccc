/**
 * PGlite corrupts a data folder that two processes open at once. The server takes DATA_DIR/server.lock
 * holding its PID; a second server refuses to start while that process lives, and a lock left by a
 * process that died is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) is using the data folder ${path.dirname(lockFile)}. ` +
        `Stop it first, or give this one its own folder with DATA_DIR. ` +
        `(If no such process runs, delete ${lockFile}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a restart the PID may belong to an unrelated program: only a node process counts.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): trust the PID
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

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: of two starting processes, one wins.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return {
        file,
        release() {
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(file, holder);
    }
    // Stale (dead holder, unreadable, or our own PID from a previous life): remove and retry.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}; another process keeps replacing it.`);
}
