/**
 * One PostgreSQL dialect everywhere (decision 001): the embedded PGlite database by default, a
 * PostgreSQL server through node-postgres when DATABASE_URL is set. The rest of the server sees only
 * `Database`, the common Drizzle type of both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories accept either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw query: both drivers answer `{ rows }`, which Drizzle's types leave open. */
export async function rowsOf<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * The PostgreSQL server, for a connection of the app's own beside the pool (the read cache's
   * LISTEN, cache/instance-sync.ts); null on the embedded database.
   */
  url: string | null;
  /** Answers whether the database responds (health check). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  // dataDir null: in memory. The tests open theirs from a migrated dump (pgliteHandle below).
  | { engine: 'pglite'; dataDir: string | null }
  | { engine: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * Any number of app instances may start at once against one server: one migrates (and seeds) at a
 * time.
 */
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenOptions {
  /**
   * Fills a database that has no villas yet (the first start). It runs under the migrations' lock
   * and the "no villas" check is made under it too: of several instances starting together on an
   * empty database, one seeds and the others find the villas there.
   */
  seedIfEmpty?: (db: Database) => Promise<void>;
}

async function seedIfEmpty(db: Database, seed: OpenOptions['seedIfEmpty']): Promise<void> {
  if (!seed) return;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.villas);
  if ((row?.n ?? 0) === 0) await seed(db);
}

/** The extensions our migrations use: every PGlite that opens our data folder loads them. */
export const PGLITE_EXTENSIONS = { btree_gist };

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.engine === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
    return pgliteHandle(client, options);
  }

  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedIfEmpty(db, options.seedIfEmpty);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    url: target.url,
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}

/**
 * The app's handle on an open PGlite: migrated, seeded when empty, its transactions taking turns;
 * `close` closes the client. The tests' databases come here from a migrated dump
 * (tests/helpers/pglite-template.ts).
 */
export async function pgliteHandle(
  client: PGlite,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  yieldBetweenTransactions(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // One process owns a PGlite folder (lock.ts), so nothing else can seed in between.
  await seedIfEmpty(db, options.seedIfEmpty);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    url: null,
    ping: () => pingWith(db),
    close: () => client.close(),
  };
}

/**
 * PGlite runs every statement on the server's one thread and settles its promises as microtasks:
 * the transactions of many requests would run back to back, and the event loop would read no
 * socket (a new visitor's connection, the next request) until the whole burst was done. So
 * transactions take turns, in the order they were asked for (PGlite runs one at a time anyway),
 * and before each the event loop takes one turn (decision 037).
 */
function yieldBetweenTransactions(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.transaction = <T>(work: (tx: PGliteTransaction) => Promise<T>): Promise<T> => {
    const turn = previous.then(nextTurn).then(() => transaction(work));
    previous = turn.catch(() => undefined);
    return turn;
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
