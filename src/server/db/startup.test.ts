/**
 * Issue 12 §3: instances that start together on an empty PostgreSQL database all start, and the
 * demo seed is written once. The seed used to run after the migrations' lock was released: both
 * instances found no villas and both seeded, and one died on villas_slug_unique.
 */
import { randomBytes } from 'node:crypto';
import { resortToday } from '#domain/dates.ts';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { villas } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';
import { seedVillas } from './seed/villas.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;
const SLOW_SEED_MS = 300;

async function withFreshDatabase(work: (url: string) => Promise<void>): Promise<void> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `villas_startup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function villaCount(handle: DatabaseHandle | undefined): Promise<number | undefined> {
  const [row] = (await handle?.db.select({ n: sql<number>`count(*)::int` }).from(villas)) ?? [];
  return row?.n;
}

describe('first start on an empty database', () => {
  it.skipIf(!adminUrl /* skipped without TEST_DATABASE_URL: needs a PostgreSQL server */)(
    'instances starting together all open it, and it is seeded once',
    async () => {
      await withFreshDatabase(async (url) => {
        let seeds = 0;
        const seedIfEmpty = async (db: DatabaseHandle['db']) => {
          seeds++;
          // A seed as slow as on a busy server: the others start meanwhile. Unguarded, each of
          // them finds no villas too and seeds again.
          await delay(SLOW_SEED_MS);
          await seedDatabase(db, { today: resortToday() });
        };
        const opened = await Promise.allSettled(
          Array.from({ length: INSTANCES }, () =>
            openDatabase({ engine: 'postgres', url, poolSize: 2 }, { seedIfEmpty }),
          ),
        );
        const handles = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
        try {
          expect(opened.filter((o) => o.status === 'rejected')).toEqual([]);
          expect(seeds).toBe(1);
          expect(await villaCount(handles[0])).toBe(seedVillas.length);
        } finally {
          await Promise.all(handles.map((h) => h.close()));
        }
      });
    },
  );
});
