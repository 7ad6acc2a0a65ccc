/**
 * Issue 16 §3: two app instances on one PostgreSQL database (and one Redis), as behind a load
 * balancer. They seed an empty database once, share rate limits, give overlapping booking requests
 * one winner, tell each other of writes (a booking on one shows on the other's cached calendar within
 * a second, decision 053), and run a background job once per period between them (decision 052).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type { Availability } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { freshPostgres, instanceOn, type TestApp } from '#tests/helpers/test-app.ts';
import { villas } from './db/schema.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { seedVillas } from './db/seed/villas.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Writes per address per minute, counted in Redis across both instances. */
const RATE_LIMIT = 4;
/** Longer than any wait below: a change seen on the other instance was told, not timed out. */
const CACHE_TTL_SECONDS = 60;
const VISIBLE_WITHIN_MS = 1_000;
const POLL_MS = 50;

/** A client address of this run's own: parallel runs on one Redis never share a count. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const taken = (availability: Availability, night: IsoDate) =>
  availability.blockedDates.some((r) => r.startDate <= night && night <= r.endDate);

describe.skipIf(!databaseUrl /* skipped without TEST_DATABASE_URL: needs a PostgreSQL server */)(
  'two app instances on one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    let seeds = 0;
    let drop: () => Promise<void> = async () => undefined;

    /** One instance, as server.ts starts it: seeding an empty database under the migrations' lock. */
    const startInstance = (url: string, name: string): Promise<TestApp> =>
      instanceOn(url, name, {
        env: {
          // Without Redis each instance would count alone; the limit is then left off.
          RATE_LIMIT_PER_MINUTE: redisUrl ? String(RATE_LIMIT) : '0',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
          READ_CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS),
        },
        seedIfEmpty: async (db) => {
          seeds++;
          await seedDatabase(db, { today: resortToday() });
        },
      });

    beforeAll(async () => {
      const server = await freshPostgres();
      drop = server.drop;
      // Both start at once on the empty database.
      [a, b] = await Promise.all([startInstance(server.url, 'a'), startInstance(server.url, 'b')]);
    });
    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
      await drop();
    });

    /** A write from its own address, so the rate limit (when on) counts only the test's own. */
    const post = (instance: TestApp, url: string, payload: object, remoteAddress = newAddress()) =>
      instance.app.inject({ method: 'POST', url, payload, remoteAddress });

    it('seeds the empty database once', async () => {
      expect(seeds).toBe(1);
      const [row] = await a.database.db.select({ n: sql<number>`count(*)::int` }).from(villas);
      expect(row?.n).toBe(seedVillas.length);
    });

    it.skipIf(!redisUrl /* skipped without TEST_REDIS_URL: needs a Redis server */)(
      'counts the writes of one address on both instances against one limit',
      async () => {
        const address = newAddress();
        const statuses: number[] = [];
        for (let i = 0; i < RATE_LIMIT + 2; i++) {
          // Counted before validation: an empty booking request is refused, and counted.
          const res = await post(i % 2 === 0 ? a : b, '/api/bookings', {}, address);
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([
          ...Array<number>(RATE_LIMIT).fill(400),
          ...Array<number>(2).fill(429),
        ]);
        // Another address is not held back.
        expect((await post(b, '/api/bookings', {})).statusCode).toBe(400);
      },
    );

    describe('bookings', () => {
      let stays: FreeStays;
      beforeAll(async () => {
        stays = await villaWithFreeStays(a.app);
      });
      const request = (checkInDate: IsoDate, checkOutDate: IsoDate, n: number) => ({
        villaId: stays.villa.id,
        guestName: `Guest ${n}`,
        guestEmail: `guest${n}@example.com`,
        checkInDate,
        checkOutDate,
        adults: 2,
      });

      it('gives one of overlapping requests split between both the dates, the others 409', async () => {
        const { villa, freshStay } = stays;
        const base = freshStay().checkInDate;
        const responses = await Promise.all(
          Array.from({ length: 12 }, (_, i) => {
            const checkIn = addDays(base, -(i % villa.minimumNights));
            const checkOut = addDays(checkIn, villa.minimumNights + (i % 3));
            return post(i % 2 === 0 ? a : b, '/api/bookings', request(checkIn, checkOut, i));
          }),
        );
        const statuses = responses.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      });

      it(`shows a booking made on one on the other's cached calendar within ${VISIBLE_WITHIN_MS} ms`, async () => {
        const { villa, freshStay } = stays;
        const stay = freshStay();
        const calendarOnB = async () =>
          (
            await b.app.inject({ url: `/api/villas/${villa.id}/availability` })
          ).json<Availability>();
        expect(taken(await calendarOnB(), stay.checkInDate)).toBe(false);
        // Kept: B answers from its cache, for a minute unless told.
        expect(b.app.readCache.entries().some(([key]) => key.includes(villa.id))).toBe(true);

        const created = await post(
          a,
          '/api/bookings',
          request(stay.checkInDate, stay.checkOutDate, 99),
        );
        expect(created.statusCode, created.body).toBe(201);
        const booked = performance.now();
        let seenAfter = Number.POSITIVE_INFINITY;
        while (performance.now() - booked < VISIBLE_WITHIN_MS * 2) {
          if (taken(await calendarOnB(), stay.checkInDate)) {
            seenAfter = performance.now() - booked;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        console.info(`booking on A seen on B's calendar after ${seenAfter.toFixed(0)} ms`);
        expect(seenAfter).toBeLessThan(VISIBLE_WITHIN_MS);
      });
    });

    it('runs a job both schedule once per period, never two runs at once', async () => {
      const EVERY_MS = 200;
      const WINDOW_MS = 3_000;
      const RUN_MS = 40;
      const name = `two-instances-${randomInt(1e9)}`;
      const starts: number[] = [];
      let running = 0;
      let overlaps = 0;
      const job = async () => {
        starts.push(performance.now());
        running++;
        if (running > 1) overlaps++;
        await new Promise((resolve) => setTimeout(resolve, RUN_MS));
        running--;
      };
      const runners: JobRunner[] = [a, b].map((instance, i) => {
        const runner = createJobRunner({
          db: instance.database.db,
          instanceId: `instance-${i}`,
          log: instance.app.log,
          tickMs: 20,
        });
        runner.schedule(name, { everyMs: EVERY_MS }, job);
        return runner;
      });
      const began = performance.now();
      for (const runner of runners) runner.start();
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      await Promise.all(runners.map((r) => r.stop()));

      const inWindow = starts.filter((t) => t - began < WINDOW_MS).length;
      const periods = WINDOW_MS / EVERY_MS;
      console.info(`${inWindow} runs in ${periods} periods of ${EVERY_MS} ms, two instances`);
      expect(overlaps).toBe(0);
      // One run per period (the first at once), give or take the one at the window's edge; both
      // instances running it would make about twice as many.
      expect(inWindow).toBeGreaterThanOrEqual(periods - 1);
      expect(inWindow).toBeLessThanOrEqual(periods + 1);
    });
  },
);
