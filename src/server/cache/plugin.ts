/**
 * `app.readCache` (decisions 008, 030): public answers and pages, each under the tags of what it
 * shows. On a PostgreSQL server the instances tell each other what they invalidate (decision 053,
 * instance-sync.ts). A write request drops the tags of what it changed (its handler does), or
 * everything when its route does not say (invalidation.ts). Work outside requests (the hold sweep)
 * invalidates itself.
 */
import fp from 'fastify-plugin';
import { shareInvalidations } from './instance-sync.ts';
import { registerCacheInvalidation } from './invalidation.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached public answers and pages, dropped by the writes that change them (decisions 008, 030). */
    readCache: ReadCache;
  }
}

/**
 * The longest life of a cached answer unless READ_CACHE_TTL_SECONDS says otherwise (decision 030).
 * On a PostgreSQL server the other instances tell of their writes (decision 053), but that news can
 * be lost while its connection is down, and the team writes in the database unseen: a few seconds
 * (decision 008). The embedded database has one writer, this process, whose writes
 * invalidate what they change; its limit is a bound on the damage of a write that forgot to.
 */
export const DEFAULT_READ_CACHE_TTL_SECONDS = { postgres: 5, pglite: 300 } as const;

export const readCachePlugin = fp(
  async (app) => {
    const ttlSeconds =
      app.config.readCacheTtlSeconds ?? DEFAULT_READ_CACHE_TTL_SECONDS[app.database.engine];
    const readCache = shareInvalidations(
      app,
      createReadCache({ ttlMs: ttlSeconds * 1000 }),
      app.instanceId,
    );
    app.decorate('readCache', readCache);
    registerCacheInvalidation(app, readCache);
  },
  { name: 'read-cache', decorators: { fastify: ['config', 'database', 'instanceId'] } },
);
