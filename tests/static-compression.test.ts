/**
 * Static files of the built site: the build's .br and .gz copies (scripts/vite-precompress.ts) are
 * sent to clients that accept them, never compressed a second time, with the right cache headers.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/vite-precompress.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { openMigratedPglite } from '#tests/helpers/pglite-template.ts';

/** Text that compresses well, as code does, and is well over 1 KiB. */
const script = Array.from(
  { length: 200 },
  (_, i) => `export function villa${i}(){return "villa ${i}";}`,
).join('\n');

describe('precompressed static files', () => {
  let webDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'villas-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Villas</title>');
    await writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), script);
    await writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js.map'), script);
    await writeFile(path.join(webDir, 'assets', 'tiny-Ab12Cd34.css'), 'body{margin:0}');
    // Random bytes: incompressible, and not a text format anyway.
    await writeFile(path.join(webDir, 'photo.jpg'), randomBytes(4096));

    const result = await precompressDir(webDir);
    expect(result.compressed).toEqual([path.join('assets', 'app-Ab12Cd34.js')]);

    database = await openMigratedPglite();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0' }),
      database,
      logger: false,
      mailer: { send: async () => undefined },
      webDir,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('writes .br and .gz copies only of text files of 1 KiB or more, not of source maps', () => {
    const file = path.join(webDir, 'assets', 'app-Ab12Cd34.js');
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(existsSync(`${file}.gz`)).toBe(true);
    expect(existsSync(`${file}.map.br`)).toBe(false);
    expect(existsSync(path.join(webDir, 'assets', 'tiny-Ab12Cd34.css.br'))).toBe(false);
    expect(existsSync(path.join(webDir, 'photo.jpg.br'))).toBe(false);
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a JS asset as brotli when asked for br, and as gzip when asked for gzip', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    // What a browser sends: brotli is preferred.
    const browser = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the compressed copies only in place of their file', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js.br', '/assets/app-Ab12Cd34.js.gz']) {
      expect((await get(url, 'br')).statusCode, url).toBe(404);
    }
  });

  it('gives files with fixed names a shorter cache than hashed assets', async () => {
    const photo = await get('/photo.jpg', 'br');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    // From public/, served beside the build.
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('never compresses a file twice; a small one without a copy is compressed on the fly', async () => {
    const js = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(js.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(js.rawPayload).toString()).toBe(script);

    const tiny = await get('/assets/tiny-Ab12Cd34.css', 'br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(tiny.rawPayload).toString()).toBe('body{margin:0}');
  });
});
