import { spawnSync } from 'node:child_process';
import { resortToday } from '#domain/dates.ts';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { Header, list, Pack, ReadEntry } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '#tests/helpers/test-app.ts';
import { DataDirLockedError } from '#server/lib/lock.ts';
import { BackupError, defaultBackupFile } from './backup.ts';
import { backupEmbedded, restoreEmbedded } from './backup-embedded.ts';
import { backupPostgres, hasPostgresTools, restorePostgres } from './backup-postgres.ts';
import { openDatabase, type Database } from './client.ts';
import { embeddedDatabaseDir } from './open.ts';
import { testimonials } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';

/** A row no seed writes, to find again after a restore. */
const MARKER = { id: 'backup-test-row', name: 'Ada Backup' };

async function addMarker(db: Database): Promise<void> {
  await db.execute(
    sql`insert into testimonials (id, name, location, rating, comment, status)
        values (${MARKER.id}, ${MARKER.name}, 'Galle', 5, 'Kept safe', 'APPROVED')`,
  );
}

async function markerName(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ name: testimonials.name })
    .from(testimonials)
    .where(eq(testimonials.id, MARKER.id));
  return row?.name ?? null;
}

const PHOTO = 'aaaaaaaaaaaaaaaaaaaaaaaa-1600x1067-800.avif';

/**
 * Writes a .tar.gz with the given entries as named, `../` and absolute paths included, then the
 * entries of `from` when given: what a tampered or foreign backup may hold.
 */
async function writeArchive(
  file: string,
  entries: Record<string, string>,
  from?: string,
): Promise<void> {
  const pack = new Pack({ gzip: true, preservePaths: true });
  for (const [name, text] of Object.entries(entries)) {
    const bytes = Buffer.from(text);
    const entry = new ReadEntry(
      new Header({ path: name, type: 'File', size: bytes.length, mode: 0o644, mtime: new Date() }),
    );
    entry.end(bytes);
    pack.add(entry);
  }
  if (from) await list({ file: from, noResume: true, onReadEntry: (entry) => pack.add(entry) });
  pack.end();
  await pipeline(pack, createWriteStream(file));
}
const PHOTO_BYTES = Buffer.from('the villa at dawn');

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  const openDb = () => openDatabase({ engine: 'pglite', dataDir: embeddedDatabaseDir(dataDir) });
  const photosDir = () => path.join(dataDir, 'photos');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'villas-backup-'));
    const database = await openDb();
    try {
      await seedDatabase(database.db, { today: resortToday() });
      await addMarker(database.db);
    } finally {
      await database.close();
    }
    await mkdir(photosDir());
    await writeFile(path.join(photosDir(), PHOTO), PHOTO_BYTES);
    await writeFile(path.join(dataDir, 'auth-secret'), 'the-original-secret\n');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('brings back a deleted row, the photos and the secret, keeping the replaced copy', async () => {
    const file = defaultBackupFile('pglite', new Date(), path.join(dataDir, 'backups'));
    const backup = await backupEmbedded(dataDir, file);
    expect(backup).toMatchObject({ file, photos: 1 });
    expect(path.basename(file)).toMatch(/^villas-\d{8}-\d{6}\.tar\.gz$/);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // A plain .tar.gz that tar itself lists.
    const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listing.stdout.split('\n').filter(Boolean)).toEqual([
      'backup.json',
      'db.tar',
      'auth-secret',
      `photos/${PHOTO}`,
    ]);

    // Things go wrong after the backup.
    const changed = await openDb();
    try {
      await changed.db.execute(sql`delete from testimonials where id = ${MARKER.id}`);
    } finally {
      await changed.close();
    }
    await rm(path.join(photosDir(), PHOTO));
    await writeFile(path.join(photosDir(), 'bbbbbbbbbbbbbbbbbbbbbbbb-10x10.jpg'), 'later');
    await writeFile(path.join(dataDir, 'auth-secret'), 'a-new-secret\n');

    const restored = await restoreEmbedded(dataDir, file, new Date('2030-01-02T03:04:05Z'));
    expect(restored.photos).toBe(1);
    const aside = (name: string) => path.join(dataDir, `${name}.before-restore-20300102-030405`);
    expect(restored.keptAside).toEqual([aside('db'), aside('photos'), aside('auth-secret')]);

    const reopened = await openDb();
    try {
      expect(await markerName(reopened.db)).toBe(MARKER.name);
    } finally {
      await reopened.close();
    }
    expect(await readdir(photosDir())).toEqual([PHOTO]);
    expect(await readFile(path.join(photosDir(), PHOTO))).toEqual(PHOTO_BYTES);
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('the-original-secret\n');
    // Nothing is deleted: the state before the restore is kept aside.
    expect(await readdir(aside('photos'))).toEqual(['bbbbbbbbbbbbbbbbbbbbbbbb-10x10.jpg']);
    expect(existsSync(path.join(aside('db'), 'PG_VERSION'))).toBe(true);
    expect((await readdir(dataDir)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });

  it('refuses both while a server holds the data folder, naming its process', async () => {
    // The parent of this test worker is a live node process (vitest), as in lock.test.ts.
    const lockFile = path.join(dataDir, 'server.lock');
    await writeFile(lockFile, `${process.ppid}\n`);
    try {
      const file = path.join(dataDir, 'refused.tar.gz');
      await expect(backupEmbedded(dataDir, file)).rejects.toThrow(DataDirLockedError);
      expect(existsSync(file)).toBe(false);
      await writeFile(file, Buffer.from([0x1f, 0x8b, 0]));
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(`process ${process.ppid}`);
    } finally {
      await rm(lockFile, { force: true });
    }
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const file = path.join(dataDir, 'notes.txt');
    await writeFile(file, 'not a backup');
    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(BackupError);
    await expect(restoreEmbedded(dataDir, path.join(dataDir, 'missing.tar.gz'))).rejects.toThrow(
      /There is no file/,
    );
    expect(await readdir(photosDir())).toEqual([PHOTO]);

    // gzip, but not tar; and a backup cut short.
    const notTar = path.join(dataDir, 'not-tar.tar.gz');
    await writeFile(notTar, gzipSync('not a tar archive, only text '.repeat(40)));
    await expect(restoreEmbedded(dataDir, notTar)).rejects.toThrow(/cannot be read as a backup/);
    const good = path.join(dataDir, 'whole.tar.gz');
    await backupEmbedded(dataDir, good);
    const cut = path.join(dataDir, 'cut.tar.gz');
    await writeFile(cut, (await readFile(good)).subarray(0, 2000));
    await expect(restoreEmbedded(dataDir, cut)).rejects.toThrow(/cannot be read as a backup/);
    expect(await readdir(photosDir())).toEqual([PHOTO]);
    expect((await readdir(dataDir)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });

  it('writes nothing outside the data folder, whatever the entries are called', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'villas-backup-outside-'));
    const now = new Date('2031-01-02T03:04:05Z');
    // Where a restore at `now` unpacks, so that `../` entries would point at `outside`.
    const staging = path.join(dataDir, 'backup.restoring-20310102-030405');
    const up = (name: string) => path.relative(staging, path.join(outside, name));
    const hostile = {
      [up('relative')]: 'x',
      [path.join(outside, 'absolute')]: 'x',
      '../in-data-dir': 'x',
    };
    try {
      // A photo's name that climbs out: the whole file is refused.
      const climbing = path.join(outside, 'climbing.tar.gz');
      await writeArchive(climbing, { ...hostile, [`photos/../${up('photo')}`]: 'x' });
      await expect(restoreEmbedded(dataDir, climbing, now)).rejects.toThrow(
        /is not a backup made by npm run db:backup/,
      );
      expect(await readdir(outside)).toEqual(['climbing.tar.gz']);

      // A real backup with such entries added: they are skipped, the rest is restored.
      const real = path.join(outside, 'real.tar.gz');
      await backupEmbedded(dataDir, real);
      const tampered = path.join(outside, 'tampered.tar.gz');
      await writeArchive(tampered, hostile, real);
      const listing = spawnSync('tar', ['-tzf', tampered], { encoding: 'utf8' }).stdout;
      expect(listing).toContain('../in-data-dir');
      const restored = await restoreEmbedded(dataDir, tampered, now);
      expect(restored.photos).toBe(1);
      expect((await readdir(outside)).sort()).toEqual([
        'climbing.tar.gz',
        'real.tar.gz',
        'tampered.tar.gz',
      ]);
      expect(existsSync(path.join(dataDir, 'in-data-dir'))).toBe(false);
      expect(await readdir(photosDir())).toEqual([PHOTO]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

const postgresReady = Boolean(process.env.TEST_DATABASE_URL) && (await hasPostgresTools());

describe.skipIf(!postgresReady)(
  'backup and restore on PostgreSQL (skipped without TEST_DATABASE_URL, pg_dump and pg_restore)',
  () => {
    const query = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(text)).rows;
      } finally {
        await client.end();
      }
    };

    it('restores a pg_dump into a fresh database and over the original', async () => {
      const source = await freshPostgres();
      const target = await freshPostgres();
      const dir = await mkdtemp(path.join(tmpdir(), 'villas-backup-pg-'));
      try {
        const database = await openDatabase({ engine: 'postgres', url: source.url });
        try {
          await seedDatabase(database.db, { today: resortToday() });
          await addMarker(database.db);
        } finally {
          await database.close();
        }
        const file = defaultBackupFile('postgres', new Date(), dir);
        expect(path.basename(file)).toMatch(/^villas-\d{8}-\d{6}\.dump$/);
        await backupPostgres(source.url, file);

        await restorePostgres(target.url, file);
        const markerIn = (url: string) =>
          query(url, `select name from testimonials where id = '${MARKER.id}'`);
        expect(await markerIn(target.url)).toEqual([{ name: MARKER.name }]);
        expect(await query(target.url, 'select count(*)::int as n from villas')).toEqual(
          await query(source.url, 'select count(*)::int as n from villas'),
        );

        // Over the original, after the row is gone.
        await query(source.url, `delete from testimonials where id = '${MARKER.id}'`);
        await restorePostgres(source.url, file);
        expect(await markerIn(source.url)).toEqual([{ name: MARKER.name }]);

        // A database migrated past the backup is refused: its newer tables would stay.
        await query(source.url, 'create table newer_feature (id int)');
        await expect(restorePostgres(source.url, file)).rejects.toThrow(/public\.newer_feature/);

        // The engines' backups do not mix.
        await expect(restoreEmbedded(dir, file)).rejects.toThrow(/set DATABASE_URL/);
      } finally {
        await rm(dir, { recursive: true, force: true });
        await source.drop();
        await target.drop();
      }
    });
  },
);
