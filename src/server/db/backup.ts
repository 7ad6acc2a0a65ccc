/**
 * Backups of either engine and their restore (decision 054), for `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts): what both share, the file's name and kind and its
 * writing as a whole. The embedded database's archive is backup-embedded.ts, the PostgreSQL
 * server's pg_dump and pg_restore backup-postgres.ts.
 *
 * Neither migrates: the server's migrations bring an older backup up to date on its next start.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** A problem the operator can act on; the scripts print its message without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type Engine = 'pglite' | 'postgres';

export interface BackupResult {
  file: string;
  bytes: number;
  photos: number;
}

export interface RestoreResult {
  photos: number;
  /** Where the replaced folders and files now are (embedded database). */
  keptAside: string[];
}

/** `20250314-093005` in UTC: sorts by time and reads the same on every machine. */
export function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

/** `backups/villas-YYYYMMDD-HHMMSS.tar.gz` (embedded) or `.dump` (pg_dump's own format). */
export function defaultBackupFile(engine: Engine, now = new Date(), dir = 'backups'): string {
  return path.resolve(dir, `villas-${timestamp(now)}.${engine === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/** What a backup file is, from its first bytes. */
export async function backupKind(file: string): Promise<Engine | 'unknown'> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`There is no file ${file}.`);
    throw error;
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'; // gzip
    if (head.toString('ascii') === 'PGDMP') return 'postgres'; // pg_dump --format=custom
    return 'unknown';
  } finally {
    await handle.close();
  }
}

export async function refuseExisting(file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; give another file name.`);
  await mkdir(path.dirname(file), { recursive: true });
}

/** Writes to `file.partial` and renames at the end, so a half-written backup never looks whole. */
export async function writeWhole(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
