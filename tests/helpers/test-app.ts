/**
 * Test apps on fresh databases: PGlite in memory always, and a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set, so every API suite runs on both engines.
 */
import { randomBytes } from 'node:crypto';
import { resortToday } from '#domain/dates.ts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed/seed.ts';
import type { OutgoingMail } from '#server/mail/outbox.ts';
import { howToEmpty } from './empty-database.ts';
import { migrationsKey, openMigratedPglite } from './pglite-template.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines this run covers: PostgreSQL only when TEST_DATABASE_URL points at a server. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every message the app sent. */
  sentMail: OutgoingMail[];
  close(): Promise<void>;
}

/**
 * A throwaway database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL by default), named
 * `prefix_` and random hex, copied from `template` (the server's empty template1 by default); `drop`
 * removes it, connections and all.
 */
export async function freshPostgres(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 'villas_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'villas_template';
/** Any number that no other advisory lock of the tests or the app uses. */
const TEMPLATE_LOCK_KEY = 727_065;
let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated, empty database on the server to copy test databases from (decision 114): a copy takes
 * about 40 ms where running the migrations on an empty one takes about 450. Named after the
 * migrations, so a new migration makes a new one (and the old ones are dropped). The first worker
 * to need it builds it under an advisory lock, under another name that it renames at the end, so
 * a run stopped halfway leaves no half-migrated template behind.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= withAdmin(adminUrl, async (admin) => {
    const name = `${TEMPLATE_PREFIX}_${migrationsKey()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
      );
      if (rows.some((row) => row.datname === name)) return name;
      for (const row of rows) await admin.query(`drop database ${row.datname} with (force)`);
      const building = `${name}_building`;
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({
        engine: 'postgres',
        url: databaseUrl(adminUrl, building),
      });
      await handle.close();
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  postgresTemplate.catch(() => (postgresTemplate = undefined));
  return postgresTemplate;
}

/**
 * An empty, migrated database of its own: PGlite in memory, or a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(engine: Engine, poolSize = 20): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openMigratedPglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const pgdb = await freshPostgres(
    adminUrl,
    'villas_test',
    await migratedPostgresTemplate(adminUrl),
  );
  const handle = await openDatabase({ engine: 'postgres', url: pgdb.url, poolSize });
  return {
    ...handle,
    async close() {
      await handle.close();
      await pgdb.drop();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** The app's own mailer (SMTP_URL from `env`) instead of collecting messages in `sentMail`. */
  realMailer?: boolean;
  /** A database to build on (`databaseForEachTest`) instead of a new one; closing the app leaves it. */
  database?: DatabaseHandle;
}

/** A test app's configuration: `env` over the tests' own defaults. */
const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    // Rate limits have their own test; elsewhere they would only get in the way.
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: '/nonexistent-test-data-dir',
    PUBLIC_URL: 'https://villas.test',
    TEAM_EMAIL: 'team@villas.test',
    ...env,
  });

export async function createTestApp(engine: Engine, opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await openTestDatabase(engine));
  if (opts.seed !== false) await seedDatabase(database.db, { today: resortToday() });
  return appOn(database, testConfig(opts.env), opts.realMailer);
}

/**
 * For a `describe` whose every test wants an empty database of its own: one database, opened before
 * its first test and closed after its last, emptied again for each (`emptied`) as a new one would be,
 * with the rows the migrations put there and nothing else. A new database costs 0.4 to 2 s of CPU;
 * emptying one, a few milliseconds (decision 114). The handle `emptied` gives is closed with the
 * describe, not by the test: its `close` does nothing.
 */
export function databaseForEachTest(
  engine: Engine,
  poolSize?: number,
): { emptied(): Promise<DatabaseHandle> } {
  let database: DatabaseHandle | undefined;
  let emptyAgain: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(engine, poolSize);
    emptyAgain = await howToEmpty(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    async emptied() {
      if (!database || !emptyAgain) throw new Error('The database opens before the first test');
      await emptyAgain();
      return { ...database, close: async () => undefined };
    },
  };
}

/**
 * One of several app instances on the PostgreSQL database at `url`, as behind a load balancer:
 * a DATA_DIR of its own, as on another machine, and the signing secret they all share (as the
 * README asks, so a session holds on each). `seedIfEmpty` seeds as server.ts does, under the
 * migrations' lock. Closing it leaves the database to its owner.
 */
export async function instanceOn(
  url: string,
  name: string,
  opts: {
    env?: Record<string, string>;
    poolSize?: number;
    seedIfEmpty?: OpenOptions['seedIfEmpty'];
  } = {},
): Promise<TestApp> {
  const config = testConfig({
    DATA_DIR: `/nonexistent-instance-${name}`,
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: 'two-instances-share-this-secret-of-32-chars',
    ...opts.env,
  });
  const database = await openDatabase(
    { engine: 'postgres', url, poolSize: opts.poolSize ?? 8 },
    { seedIfEmpty: opts.seedIfEmpty },
  );
  return appOn(database, config);
}

/** The app on `database`, ready; closing it closes the database too. */
async function appOn(
  database: DatabaseHandle,
  config: Config,
  realMailer = false,
): Promise<TestApp> {
  const sentMail: OutgoingMail[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: realMailer ? undefined : { send: async (m) => void sentMail.push(m) },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    sentMail,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
