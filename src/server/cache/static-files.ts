/**
 * How long browsers and proxies may keep the static files of the site (decision 008). Files are
 * revalidated cheaply afterwards: @fastify/static answers 304 to If-None-Match / If-Modified-Since.
 */
import path from 'node:path';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/** Vite's hashed build output: a changed file gets a new name, so it never needs asking again. */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, immutable`;
/**
 * Pictures, icons and fonts keep their names when replaced, which is rare: a day, then up to a
 * week more from the cache while the browser checks for a new one in the background.
 */
export const IMAGE_CACHE_CONTROL = `public, max-age=${DAY_SECONDS}, stale-while-revalidate=${7 * DAY_SECONDS}`;
/** Anything else with a fixed name (the booking page's stylesheet, robots.txt): an hour. */
export const STATIC_CACHE_CONTROL = 'public, max-age=3600';

const IMAGE_EXTENSIONS = new Set([
  '.avif',
  '.gif',
  '.ico',
  '.jpeg',
  '.jpg',
  '.png',
  '.svg',
  '.webp',
  '.woff',
  '.woff2',
]);

/** The Cache-Control of a static file; `filePath` may be a precompressed `.br` / `.gz` copy. */
export function staticCacheControl(filePath: string, webDir: string): string {
  if (filePath.startsWith(path.join(webDir, 'assets') + path.sep)) return IMMUTABLE_CACHE_CONTROL;
  const original = filePath.replace(/\.(br|gz)$/, '');
  return IMAGE_EXTENSIONS.has(path.extname(original).toLowerCase())
    ? IMAGE_CACHE_CONTROL
    : STATIC_CACHE_CONTROL;
}
