/**
 * A migrated, empty PGlite database to start test databases from (decision 065). A fresh PGlite
 * runs initdb and then every migration: about 2.5 s of CPU each, and the test run opens hundreds.
 * Loaded from this dump, one takes about 0.7 s, and drizzle finds every migration applied.
 *
 * Loading unpacks the whole dump, so it is kept small (decision 114): write-ahead log segments of
 * 1 MB rather than 16, and no template0 or template1 (8 MB each), which only CREATE DATABASE
 * reads and a test database never runs. 15 MB rather than 40, and each load about 40% quicker.
 *
 * The dump is a file under node_modules/.cache, named after PGlite's version and the migrations'
 * text, so a new migration or a new PGlite makes a new one. The first worker that needs it makes
 * it; two workers that do so at once each write their own file and rename it into place.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  openDatabase,
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  type DatabaseHandle,
} from '#server/db/client.ts';

const CACHE = path.resolve('node_modules/.cache/pglite-template');

/** Every file of the migrations folder (SQL and journal): a new migration makes a new key. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's version, how the dump is made, and the migrations. */
function templateKey(): string {
  return createHash('sha256')
    .update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')))
    .update(makeTemplate.toString())
    .update(migrationsKey())
    .digest('hex')
    .slice(0, 16);
}

async function makeTemplate(file: string): Promise<Blob> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    initDbStartParams: ['--wal-segsize=1'],
  });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  for (const template of ['template0', 'template1']) {
    await client.query(
      `update pg_database set datistemplate = false where datname = '${template}'`,
    );
    await client.query(`drop database ${template}`);
  }
  await client.query('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

let template: Promise<Blob> | undefined;

/** The dump of a migrated empty database: read from the cache, or made once and kept there. */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(CACHE, `${templateKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      return makeTemplate(file);
    }
  })();
  return template;
}

/**
 * An empty, migrated PGlite in memory, started from the template. With PostgreSQL's 128 MB of
 * shared buffers PGlite takes 0.8 to 1 s to start, most of it readying that memory; a test's
 * database is a few megabytes, and with 16 MB it starts in about 0.35 s (decision 114).
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  return openDatabase({
    engine: 'pglite',
    dataDir: null,
    loadDataDir: await migratedTemplate(),
    postgresqlConf: 'shared_buffers = 16MB',
  });
}
