/**
 * Writes and the read cache (decision 030). A write route says what it does to cached data in its
 * route config, `cacheWrites`:
 * - `'tagged'`: its handler invalidates the tags of what it changed itself, after its commit
 *   (`app.readCache.invalidateTags(changed.calendar(villaId))`, cache/tags.ts);
 * - `'none'`: it writes nothing a cached answer shows (a message, a review that waits for the team).
 * A write request whose route says neither, and any write answered with a 5xx (it may have
 * committed part of its work), drops the whole cache: the safe default for a route not yet
 * thought through. A 4xx writes nothing (DESIGN.md targets) and keeps the cache.
 *
 * Answers to requests that carry a credential (a bearer token, a `?token=`) never enter the cache
 * (cache/cached-body.ts) and are marked `no-store` here, so no browser or proxy keeps them either.
 */
import type { FastifyInstance } from 'fastify';
import { carriesCredentials } from './cached-body.ts';
import type { ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this write does to the read cache's data (see cache/invalidation.ts). */
    cacheWrites?: 'tagged' | 'none';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCacheInvalidation(app: FastifyInstance, readCache: ReadCache): void {
  // Before the answer leaves, so the writer's next read (and everyone's) sees the write.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesCredentials(request)) reply.header('Cache-Control', 'no-store');
    if (!SAFE_METHODS.has(request.method)) {
      const status = reply.statusCode;
      const declared = request.routeOptions.config.cacheWrites !== undefined;
      if (status >= 500 || (status < 400 && !declared)) readCache.invalidate();
    }
    done(null, payload);
  });
}
