import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#domain/schemas/common.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { contactInquiries, outbox } from '#server/db/schema.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = 'villas-rate-limit-';
const LIMIT = 3;

async function connectRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

/**
 * The counts of the addresses this file used, and no others: other suites (the two-instance one)
 * count in the same Redis at the same time.
 */
async function clearRateLimitKeys(redis: Redis): Promise<void> {
  if (usedIps.length > 0) await redis.del(...usedIps.map((ip) => `${KEY_PREFIX}${ip}`));
}

const redisProbe = await connectRedis();
const redisUp = redisProbe !== null;
redisProbe?.disconnect();

/** A fresh client address per test, so no test sees another's count. */
const usedIps: string[] = [];
/** An address of its own for each test, so no count carries over (Redis keeps them a minute). */
const newIp = () => {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  usedIps.push(ip);
  return ip;
};

describe.each(engines)('rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(async () => {
    await t.close();
  });

  const contact = (app: TestApp, remoteAddress: string, n = 0) =>
    app.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      payload: {
        name: 'Sofia Rossi',
        email: 'sofia.rossi@example.com',
        subject: `Question ${n}`,
        message: 'Do you have cots for babies?',
      },
    });
  const countRows = async (app: TestApp) => {
    const db = app.database.db;
    const [inquiries] = await db.select({ n: sql<number>`count(*)::int` }).from(contactInquiries);
    const [mail] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    return { inquiries: inquiries?.n, mail: mail?.n };
  };

  function expectLimited(res: Awaited<ReturnType<typeof contact>>): void {
    expect(res.statusCode, res.body).toBe(429);
    const body = res.json<ApiError>();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/^Too many requests from your address; please try again in .+\.$/);
    expect(body.message).toMatch(/try again in \d+ (second|minute)/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it(`lets ${LIMIT} POSTs a minute through and answers the next with 429, writing nothing`, async () => {
    const ip = newIp();
    for (let n = 1; n <= LIMIT; n++) {
      const res = await contact(t, ip, n);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - n));
    }
    const before = await countRows(t);
    expectLimited(await contact(t, ip, LIMIT + 1));
    expectLimited(await contact(t, ip, LIMIT + 2));
    expect(await countRows(t)).toEqual(before);

    // Another address has its own allowance.
    expect((await contact(t, newIp())).statusCode).toBe(201);
  });

  it('never limits GET requests, even from an address that used up its POSTs', async () => {
    const ip = newIp();
    for (let n = 1; n <= LIMIT; n++) expect((await contact(t, ip, n)).statusCode).toBe(201);
    expectLimited(await contact(t, ip));
    for (const url of [
      '/api/villas',
      '/api/testimonials?size=6',
      '/api/health',
      '/api/villas/villa-ahangama',
      '/api/villas',
      '/api/villas/search?q=villa',
      '/api/reviews/villa/villa-ahangama',
      '/api/villas',
      '/api/villas',
      '/api/villas',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(200);
    }
  });

  describe('shared through Redis', () => {
    let redis: Redis | null = null;
    let other: TestApp | undefined;
    let shared: TestApp | undefined;
    beforeAll(async () => {
      if (!redisUp) return;
      redis = await connectRedis();
      const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL };
      shared = await createTestApp(engine, { env });
      other = await createTestApp(engine, { env });
    });
    afterAll(async () => {
      await shared?.close();
      await other?.close();
      if (redis) {
        await clearRateLimitKeys(redis);
        redis.disconnect();
      }
    });

    it.skipIf(!redisUp /* skipped only when no Redis answers at 127.0.0.1:6379 */)(
      'shares one limit between two app instances',
      async () => {
        if (!shared || !other) throw new Error('the apps were not built');
        const ip = newIp();
        expect((await contact(shared, ip, 1)).statusCode).toBe(201);
        expect((await contact(other, ip, 2)).statusCode).toBe(201);
        expect((await contact(shared, ip, 3)).statusCode).toBe(201);
        const before = [await countRows(shared), await countRows(other)];
        expectLimited(await contact(other, ip, 4));
        expectLimited(await contact(shared, ip, 5));
        expect([await countRows(shared), await countRows(other)]).toEqual(before);
        // GETs stay free on both.
        expect(
          (await other.app.inject({ method: 'GET', url: '/api/villas', remoteAddress: ip }))
            .statusCode,
        ).toBe(200);
      },
    );
  });
});
