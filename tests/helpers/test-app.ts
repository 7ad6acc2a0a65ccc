/**
 * Test apps on fresh databases: PGlite in memory always, and a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL when it is set, so every API suite runs on both engines.
 */
import { randomBytes } from 'node:crypto';
import { resortToday } from '#domain/dates.ts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed/seed.ts';
import type { OutgoingMail } from '#server/mail/outbox.ts';
import { openMigratedPglite } from './pglite-template.ts';

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
 * `prefix_` and random hex; `drop` removes it, connections and all.
 */
export async function freshPostgres(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 'villas_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An empty, migrated database of its own: PGlite in memory, or a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(engine: Engine, poolSize = 20): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openMigratedPglite();
  const pgdb = await freshPostgres();
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
  const database = await openTestDatabase(engine);
  if (opts.seed !== false) await seedDatabase(database.db, { today: resortToday() });
  return appOn(database, testConfig(opts.env), opts.realMailer);
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
