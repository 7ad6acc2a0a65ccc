/**
 * Every write from one address counts against `RATE_LIMIT_PER_MINUTE` (decision 004): POST and PUT
 * to the API and to the pages' forms alike, in one count per address, kept in Redis when
 * `REDIS_URL` is set (so every instance shares it) and in the process otherwise.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';
import { errorBody } from './errors.ts';

/** Takes its two settings as options (app.ts passes the config) so a test can set its own. */
export const rateLimits = fp<Pick<Config, 'rateLimitPerMinute' | 'redisUrl'>>(
  async (app, config) => {
    if (config.rateLimitPerMinute <= 0) return;
    let redis: Redis | undefined;
    if (config.redisUrl) {
      // Short timeouts: a slow Redis must not hold up a booking; skipOnError lets it through.
      redis = new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable; rate limits skipped'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Reading is free; every write (POST, PUT) counts against the sender's address.
      allowList: (request) => request.method === 'GET' || request.method === 'HEAD',
      // Counted once the body is read and before it is checked: a form posted to its page without
      // the app is then refused with the page and the guest's words still in it (form-posts.ts).
      hook: 'preValidation',
      ...(redis ? { redis, skipOnError: true, nameSpace: 'villas-rate-limit-' } : {}),
      errorResponseBuilder: (_request, context) => ({
        ...errorBody(
          429,
          `Too many requests from your address; please try again in ${context.after}.`,
        ),
      }),
    });
  },
  { name: 'rate-limits' },
);
