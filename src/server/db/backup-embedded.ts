/**
 * The embedded database's backup and restore (decision 054): one .tar.gz holding `backup.json`
 * (what it is), `db.tar` (PGlite's own dump of DATA_DIR/db, which it loads back as it is),
 * `photos/*` (the uploaded photos, which live beside the database: without them a restore would
 * show villas with broken photos, decision 044) and `auth-secret` when the server made one (it
 * encrypts the staff's two-step sign-in keys), written and read by node-tar (`tar`) as plain tar
 * in gzip, so `tar -tzf` lists it on any machine. Both sides stream: photos go from disk to archive
 * and back one at a time. The data folder's lock is taken for both: PGlite corrupts a folder two
 * processes open, so neither runs beside the server. A restore builds the new folders beside the
 * old ones and only then swaps them, keeping the old ones as `*.before-restore-<time>`.
 */
import { createWriteStream, existsSync, type Stats } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { extract, Header, Pack, ReadEntry } from 'tar';
import { acquireDataDirLock } from '#server/lib/lock.ts';
import {
  backupKind,
  BackupError,
  refuseExisting,
  timestamp,
  writeWhole,
  type BackupResult,
  type RestoreResult,
} from './backup.ts';
import { PGLITE_EXTENSIONS } from './client.ts';
import { embeddedDatabaseDir } from './open.ts';

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
