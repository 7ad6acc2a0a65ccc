/**
 * A response body kept in the read cache together with its compressed forms, so a cached answer
 * costs neither serialisation nor compression again (decision 008). Compressed forms are made on
 * first demand, in the thread pool, and kept with the body.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheEntryControl, Sized } from './read-cache.ts';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality and gzip level for dynamic answers: fast, most of the gain (decision 008). */
export const DYNAMIC_BROTLI_QUALITY = 5;
export const DYNAMIC_GZIP_LEVEL = 6;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class CachedBody implements Sized {
  readonly identity: Buffer;
  readonly #encoded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(
    body: string | Buffer,
    readonly contentType: string,
  ) {
    this.identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  }

  /** Its size in the read cache, with room for the compressed forms made later. */
  get cacheBytes(): number {
    return Math.ceil(this.identity.length * 1.5) + 64;
  }

  /** Worth compressing at all (`Vary: Accept-Encoding` is sent only for these). */
  get compressible(): boolean {
    return this.identity.length >= COMPRESS_THRESHOLD_BYTES;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let made = this.#encoded.get(encoding);
    if (!made) {
      made =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipAsync(this.identity, { level: DYNAMIC_GZIP_LEVEL });
      // A failure is not kept: the next request tries again.
      made.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, made);
    }
    return made;
  }
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, honouring q-values
 * (`q=0` refuses) and `*`; identity when neither is acceptable.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Sends a cached body, compressed when the client accepts it and the body is large enough. The
 * Content-Encoding set here tells @fastify/compress to leave the body alone.
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
): Promise<FastifyReply> {
  reply.type(body.contentType);
  if (!body.compressible) return reply.send(body.identity);
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, accept-encoding` : 'accept-encoding');
  const encoding =
    request.headers['x-no-compression'] === undefined
      ? preferredEncoding(request.headers['accept-encoding'])
      : 'identity';
  const payload = await body.encoded(encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/**
 * A value as JSON with object keys in order, so one question makes one key whatever the order of
 * its query string.
 */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * The read-cache key of an API answer: its route with the parameters and query as the route's
 * schemas parsed them (defaults applied, values normalised), keys sorted. Unknown query
 * parameters never make a key: the schemas are strict, so they are refused with a 400, which is
 * not kept.
 */
export function apiCacheKey(request: FastifyRequest): string {
  return `api ${request.routeOptions.url ?? request.url} ${sortedJson(request.params)} ${sortedJson(request.query)}`;
}

/**
 * A request that carries a credential (a bearer token, a `?token=`): whatever it asks, its answer
 * is never taken from nor put in the read cache (decision 030), and app.ts marks it `no-store`.
 */
export function carriesCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const query = request.query;
  return typeof query === 'object' && query !== null && 'token' in query;
}

/**
 * Answers a public GET from the read cache: on a miss `load()` runs, its result goes through the
 * route's own response serializer (the same zod schema and JSON as an uncached answer) and is
 * kept under the tags `load` names (`entry.tag`, cache/tags.ts). A request with a credential is
 * answered without the cache. The handler then returns `reply` (Fastify's rule for async
 * handlers that send).
 */
export async function replyFromCache<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (entry: CacheEntryControl) => Promise<T>,
): Promise<void> {
  const make = async (entry: CacheEntryControl) =>
    new CachedBody(serialized(reply.serialize(await load(entry))), JSON_CONTENT_TYPE);
  const body = carriesCredentials(request)
    ? await make({ expireAt: () => undefined, tag: () => undefined })
    : await request.server.readCache.remember(apiCacheKey(request), make);
  await sendCachedBody(request, reply, body);
}

/** Fastify types a serializer's result loosely; the route serializers return JSON text. */
function serialized(value: string | ArrayBuffer | Buffer): string | Buffer {
  return value instanceof ArrayBuffer ? Buffer.from(value) : value;
}
