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
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  type Database,
  type DatabaseHandle,
} from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { definitionsPrint, howToEmpty } from './empty-database.ts';

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

/** A PGlite of this worker's: opened from the template, and what makes it new again. */
interface Kept {
  client: PGlite;
  /** Back to the rows and sequences it had when new (tests/helpers/empty-database.ts). */
  empty: () => Promise<void>;
  /** Its definitions when new; a database that no longer has them is closed, not kept. */
  print: string;
  db: Database;
}

/**
 * The worker's PGlite databases that a test file closed, emptied and checked, for the files after
 * it (decision 122). A worker runs one file at a time, and a file seldom has more than two open.
 */
const idle: Kept[] = [];
const IDLE_LIMIT = 3;

/** How many databases this worker keeps for its next files (tests/pglite-pool.test.ts). */
export const keptDatabases = (): number => idle.length;

/**
 * With PostgreSQL's 128 MB of shared buffers PGlite takes 0.8 to 1 s to start, most of it readying
 * that memory; a test's database is a few megabytes, and with 16 MB it starts in about 0.35 s
 * (decision 114).
 */
async function openKept(): Promise<Kept> {
  const client = await PGlite.create({
    loadDataDir: await migratedTemplate(),
    postgresqlconf: 'shared_buffers = 16MB',
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzle({ client, schema }) as unknown as Database;
  return { client, db, empty: await howToEmpty(db), print: await definitionsPrint(db) };
}

/**
 * An empty, migrated PGlite in memory: one this worker's earlier files closed, made new again, or
 * one started from the template. Loading the template costs about 0.6 s of CPU, and the run opens
 * about 130; emptying one, a few milliseconds (decision 122).
 *
 * Closing the handle hands the database back: from then on the handle's client refuses every call,
 * so nothing a file left running (a timer, a late request) reaches the next file's data. The
 * database is emptied, its session reset (`discard all`: settings, prepared statements, advisory
 * locks, temporary tables, LISTEN), and kept only if its definitions are still those of a new one.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const kept = idle.pop() ?? (await openKept());
  return pgliteHandle(leased(kept.client, () => handBack(kept)));
}

async function handBack(kept: Kept): Promise<void> {
  // With as many kept as a worker needs, this one is closed without being emptied first.
  if (idle.length < IDLE_LIMIT) {
    try {
      await kept.client.exec('discard all');
      await kept.empty();
      if ((await definitionsPrint(kept.db)) === kept.print) {
        idle.push(kept);
        return;
      }
    } catch {
      // A database that cannot be made new again is closed, as one of its own would have been.
    }
  }
  await kept.client.close();
}

/**
 * `client` for one file: its own properties (pgliteHandle puts a `transaction` of its own there)
 * live on the lease, not on the client, and after `close`, which hands the database back, every
 * method refuses.
 */
function leased(client: PGlite, handBack: () => Promise<void>): PGlite {
  const own = new Map<PropertyKey, unknown>();
  let closing: Promise<void> | undefined;
  return new Proxy(client, {
    get(target, key) {
      if (key === 'close') return () => (closing ??= handBack());
      if (key === 'closed') return closing !== undefined;
      if (own.has(key)) return own.get(key);
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (closing) throw new Error('This test database was closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
    set(_, key, value) {
      own.set(key, value);
      return true;
    },
  });
}
