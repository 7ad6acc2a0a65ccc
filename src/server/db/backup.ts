/**
 * Backups of either engine and their restore (decision 054), for `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts).
 *
 * Embedded database: one .tar.gz holding `backup.json` (what it is), `db.tar` (PGlite's own dump of
 * DATA_DIR/db, which it loads back as it is), `photos/*` (the uploaded photos, which live beside the
 * database: without them a restore would show villas with broken photos, decision 044) and
 * `auth-secret` when the server made one (it encrypts the staff's two-step sign-in keys), written
 * and read by node-tar (`tar`) as plain tar in gzip, so `tar -tzf` lists it on any machine. Both
 * sides stream: photos go from disk to archive and back one at a time. The data
 * folder's lock is taken for both: PGlite corrupts a folder two processes open, so neither runs
 * beside the server. A restore builds the new folders beside the old ones and only then swaps them,
 * keeping the old ones as `*.before-restore-<time>`.
 *
 * PostgreSQL server: pg_dump's custom format and pg_restore (photos are in the database there).
 *
 * Neither migrates: the server's migrations bring an older backup up to date on its next start.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, type Stats } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract, Header, Pack, ReadEntry } from 'tar';
import { acquireDataDirLock } from '#server/lib/lock.ts';
import { PGLITE_EXTENSIONS } from './client.ts';
import { embeddedDatabaseDir } from './open.ts';

/** A problem the operator can act on; the scripts print its message without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type Engine = 'pglite' | 'postgres';

/** Marks an archive as ours in `backup.json`; a later format gets a new number. */
const FORMAT = 'villas-embedded-backup';
const FORMAT_VERSION = 1;

const DB_ENTRY = 'db.tar';
const MANIFEST_ENTRY = 'backup.json';
const AUTH_SECRET_FILE = 'auth-secret'; // staff/auth.ts
const PHOTOS_PREFIX = 'photos/';

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  photos: number;
}

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

async function refuseExisting(file: string): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; give another file name.`);
  await mkdir(path.dirname(file), { recursive: true });
}

/** Writes to `file.partial` and renames at the end, so a half-written backup never looks whole. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Embedded database

const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });

/** Uploaded photos' file names; half-written files (`*.tmp`, photos/store.ts) stay out. */
async function photoNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => entry.name)
    .sort();
}

/** An archive entry made from bytes in memory rather than from a file on disk. */
function memoryEntry(name: string, bytes: Uint8Array, mtime: Date): ReadEntry {
  const entry = new ReadEntry(
    new Header({ path: name, type: 'File', size: bytes.byteLength, mode: 0o644, mtime }),
  );
  entry.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return entry;
}

/** Writes the backup as a .tar.gz, in this order: manifest, database, secret, photos. */
async function writeEmbedded(
  file: string,
  dataDir: string,
  dump: Blob,
  photos: string[],
  now: Date,
): Promise<void> {
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: now.toISOString(),
    photos: photos.length,
  };
  // Paths relative to the data folder; `portable` leaves out this machine's user and group.
  const pack = new Pack({ cwd: dataDir, gzip: true, portable: true, mtime: now });
  pack.add(memoryEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now));
  pack.add(memoryEntry(DB_ENTRY, new Uint8Array(await dump.arrayBuffer()), now));
  if (existsSync(path.join(dataDir, AUTH_SECRET_FILE))) pack.add(AUTH_SECRET_FILE);
  for (const name of photos) pack.add(PHOTOS_PREFIX + name);
  pack.end();
  await pipeline(pack, createWriteStream(file));
}

/**
 * Backs up DATA_DIR/db, DATA_DIR/photos and DATA_DIR/auth-secret into one .tar.gz. Refuses while
 * a server holds the data folder (DataDirLockedError from lock.ts).
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<BackupResult> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const dbDir = embeddedDatabaseDir(dataDir);
    if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dbDir} to back up.`);
    }
    await refuseExisting(file);
    // Opened as it is, not migrated: the backup is the database as the server left it.
    const client = await openPglite(dbDir);
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('none'); // one gzip around the whole archive is enough
    } finally {
      await client.close();
    }
    const photos = await photoNames(path.join(dataDir, 'photos'));
    await writeWhole(file, (partial) => writeEmbedded(partial, dataDir, dump, photos, now));
    return { file, bytes: (await stat(file)).size, photos: photos.length };
  } finally {
    lock.release();
  }
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Partial<Manifest> | null;
  return m?.format === FORMAT && typeof m.version === 'number';
}

/** A photo's name as a plain file name: nothing in a backup may write outside its folder. */
const safeFileName = (name: string) =>
  name !== '' && path.basename(name) === name && !name.startsWith('.');

/**
 * Unpacks the archive into `dir` (an empty folder): `backup.json`, `db.tar`, `auth-secret` and
 * `photos/*`, nothing else. Other entries, and entries that are not plain files, are skipped; so are
 * paths like `../x` or `/x` (and node-tar, without `preservePaths`, refuses `..` and strips the
 * leading `/` on its own). Returns what the caller needs: the database, the secret when there is
 * one, the photos' folder and their count.
 */
async function unpackEmbedded(file: string, dir: string) {
  const notOurs = () =>
    new BackupError(`${file} is not a backup made by npm run db:backup of the embedded database.`);
  const unsafePhotos: string[] = [];
  const wanted = (entryPath: string, entry: ReadEntry | Stats): boolean => {
    if (!(entry instanceof ReadEntry) || (entry.type !== 'File' && entry.type !== 'OldFile')) {
      return false;
    }
    if ([MANIFEST_ENTRY, DB_ENTRY, AUTH_SECRET_FILE].includes(entryPath)) return true;
    if (!entryPath.startsWith(PHOTOS_PREFIX)) return false;
    if (safeFileName(entryPath.slice(PHOTOS_PREFIX.length))) return true;
    unsafePhotos.push(entryPath);
    return false;
  };
  const photosDir = path.join(dir, 'photos');
  let dbTar: Buffer;
  try {
    // strict: a file that is not gzip, not tar or cut short is an error, not a warning.
    await extract({ file, cwd: dir, strict: true, filter: wanted });
    if (unsafePhotos.length > 0) throw notOurs();
    const manifestFile = path.join(dir, MANIFEST_ENTRY);
    if (!existsSync(manifestFile)) throw notOurs();
    const parsed: unknown = JSON.parse(await readFile(manifestFile, 'utf8'));
    if (!isManifest(parsed)) throw notOurs();
    if (parsed.version > FORMAT_VERSION) {
      throw new BackupError(`${file} was made by a newer version of the site; update first.`);
    }
    const dbFile = path.join(dir, DB_ENTRY);
    if (!existsSync(dbFile)) throw notOurs();
    dbTar = await readFile(dbFile);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a backup: ${(error as Error).message}`);
  }
  await mkdir(photosDir, { recursive: true });
  const authSecret = path.join(dir, AUTH_SECRET_FILE);
  return {
    dbTar,
    authSecret: existsSync(authSecret) ? authSecret : null,
    photosDir,
    photos: (await photoNames(photosDir)).length,
  };
}

/** Moves `from` aside to `to` when it exists; returns `to` then. */
async function moveAside(from: string, to: string): Promise<string | null> {
  if (!existsSync(from)) return null;
  await rename(from, to);
  return to;
}

/**
 * Replaces DATA_DIR/db and DATA_DIR/photos (and auth-secret, when the backup has one) by the
 * backup's. The current ones are kept as `*.before-restore-<time>`; nothing is deleted. Refuses
 * while a server holds the data folder.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<RestoreResult> {
  const kind = await backupKind(file);
  if (kind === 'postgres') {
    throw new BackupError(
      `${file} is a backup of a PostgreSQL server (pg_dump); set DATABASE_URL to restore it there.`,
    );
  }
  if (kind === 'unknown')
    throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
  const lock = acquireDataDirLock(dataDir);
  const stamp = timestamp(now);
  const staging = {
    db: path.join(dataDir, `db.restoring-${stamp}`),
    archive: path.join(dataDir, `backup.restoring-${stamp}`),
  };
  try {
    await mkdir(staging.archive, { recursive: true });
    const unpacked = await unpackEmbedded(file, staging.archive);
    // Loaded into a folder of its own first: a backup PGlite cannot open changes nothing.
    const client = await openPglite(staging.db, new Blob([new Uint8Array(unpacked.dbTar)]));
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const keptAside: string[] = [];
    const swap = async (name: string, replacement: () => Promise<void>) => {
      const target = path.join(dataDir, name);
      const aside = await moveAside(target, `${target}.before-restore-${stamp}`);
      if (aside) keptAside.push(aside);
      await replacement();
    };
    await swap('db', () => rename(staging.db, embeddedDatabaseDir(dataDir)));
    await swap('photos', () => rename(unpacked.photosDir, path.join(dataDir, 'photos')));
    const secret = unpacked.authSecret;
    if (secret) {
      await chmod(secret, 0o600);
      await swap(AUTH_SECRET_FILE, () => rename(secret, path.join(dataDir, AUTH_SECRET_FILE)));
    }
    return { photos: unpacked.photos, keptAside };
  } finally {
    await rm(staging.db, { recursive: true, force: true });
    await rm(staging.archive, { recursive: true, force: true });
    lock.release();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL server

const CLIENT_TOOLS_HINT =
  "Install PostgreSQL's client tools of the server's major version or newer " +
  '(Debian: apt install postgresql-client).';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a PostgreSQL tool with the URL's password in PGPASSWORD rather than on the command line,
 * where any user of the machine could read it in the process list.
 */
function runTool(tool: string, args: string[], url?: string): Promise<Run> {
  const env = { ...process.env };
  const finalArgs = [...args];
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
    finalArgs.push(`--dbname=${parsed.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, finalArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found. ${CLIENT_TOOLS_HINT}`)
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** True when both pg_dump and pg_restore run (the tests skip without them). */
export async function hasPostgresTools(): Promise<boolean> {
  try {
    const results = await Promise.all([
      runTool('pg_dump', ['--version']),
      runTool('pg_restore', ['--version']),
    ]);
    return results.every((result) => result.code === 0);
  } catch {
    return false;
  }
}

function failed(tool: string, run: Run): BackupError {
  const detail = run.stderr.trim() || `exit code ${run.code}`;
  const hint = /version mismatch/.test(detail) ? `\n${CLIENT_TOOLS_HINT}` : '';
  return new BackupError(`${tool} failed:\n${detail}${hint}`);
}

/** pg_dump --format=custom of the database at `url` (photos included: they are rows there). */
export async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  await refuseExisting(file);
  await writeWhole(file, async (partial) => {
    const run = await runTool('pg_dump', ['--format=custom', `--file=${partial}`], url);
    if (run.code !== 0) throw failed('pg_dump', run);
  });
  return { file, bytes: (await stat(file)).size, photos: 0 };
}

/** The tables (schema.name) a custom-format dump holds, from its table of contents. */
async function tablesInDump(file: string): Promise<Set<string>> {
  const run = await runTool('pg_restore', ['--list', file]);
  if (run.code !== 0) throw failed('pg_restore', run);
  const tables = new Set<string>();
  for (const line of run.stdout.split('\n')) {
    const match = / TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.add(`${match[1]}.${match[2]}`);
  }
  return tables;
}

interface DatabaseState {
  tables: string[];
  otherSessions: number;
}

async function databaseState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')`,
    );
    const sessions = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { tables: tables.rows.map((row) => row.name), otherSessions: sessions.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * pg_restore --clean --if-exists --no-owner into the database at `url`, in one transaction: a
 * restore that fails leaves the database as it was. Refuses while other sessions use the database
 * (app instances still running) unless `force`, and when the database holds tables the backup does
 * not (migrated past it): those would stay, and the next start's migrations would fail on them.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const kind = await backupKind(file);
  if (kind === 'pglite') {
    throw new BackupError(
      `${file} is a backup of the embedded database; unset DATABASE_URL to restore it there.`,
    );
  }
  if (kind === 'unknown') throw new BackupError(`${file} is not a pg_dump custom-format backup.`);
  const inDump = await tablesInDump(file);
  const state = await databaseState(url);
  if (state.otherSessions > 0 && !options.force) {
    throw new BackupError(
      `${state.otherSessions} other connection(s) use this database: stop the app instances ` +
        `first (or add --force when they are not the site's).`,
    );
  }
  const newer = state.tables.filter((table) => !inDump.has(table)).sort();
  if (newer.length > 0) {
    throw new BackupError(
      `The database has tables the backup does not (${newer.join(', ')}): it was migrated past ` +
        `the backup. Restore into an empty database (createdb, then point DATABASE_URL at it).`,
    );
  }
  const run = await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file],
    url,
  );
  if (run.code !== 0) throw failed('pg_restore', run);
  return { photos: 0, keptAside: [] };
}
