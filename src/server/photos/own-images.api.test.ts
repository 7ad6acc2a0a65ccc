/**
 * The site's own images' AVIF and WebP variants are made when first asked for, not before the
 * server serves (decision 066): the server listens with none of them made, one variant asked for
 * by several requests at once is encoded once, and a made one comes from the cache afterwards.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { PUBLIC_DIR } from '../pages/web-app.ts';
import { ownImageRoutes } from './own-images.ts';
import { encodeVariant } from './variants.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An encoder that counts its calls and, until `release`, holds each one back. */
function heldEncoder() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  const encode: typeof encodeVariant = async (source, width, format, region) => {
    calls.push(`${width}.${format}`);
    await released;
    return encodeVariant(source, width, format, region);
  };
  return { encode, calls, release };
}

/** A server of the public folder's images with an empty variant cache of its own. */
async function imageServer(encode: typeof encodeVariant, warm = false) {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'villas-variants-'));
  const app: FastifyInstance = Fastify();
  await app.register(fastifyStatic, { root: PUBLIC_DIR, wildcard: false });
  await app.register(ownImageRoutes, { roots: [PUBLIC_DIR], cacheDir, encode, warm });
  cleanups.push(() => rm(cacheDir, { recursive: true, force: true }));
  cleanups.push(() => app.close());
  return { app, cacheDir };
}

describe('variants of the site\u2019s own images', () => {
  it('encodes a variant once however many requests ask for it at the same time', async () => {
    const encoder = heldEncoder();
    const { app, cacheDir } = await imageServer(encoder.encode);
    const url = '/images/placeholder-villa-400.avif';

    const answers = Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url })));
    await expect.poll(() => encoder.calls.length).toBe(1);
    encoder.release();
    const [first, ...others] = await answers;

    expect(first?.statusCode).toBe(200);
    expect(first?.headers['content-type']).toBe('image/avif');
    for (const other of others) {
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect(encoder.calls).toEqual(['400.avif']);
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.avif'))).toHaveLength(1);

    // Kept: a later request is answered from the cache.
    const later = await app.inject({ method: 'GET', url });
    expect(later.statusCode).toBe(200);
    expect(encoder.calls).toHaveLength(1);
  });

  it('listens before any variant is made, and makes them afterwards in the background', async () => {
    const encoder = heldEncoder();
    const { app, cacheDir } = await imageServer(encoder.encode, true);

    // The first start does not wait for the variants: listen resolves while the first is held.
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await readdir(cacheDir)).toEqual([]);
    const jpeg = await app.inject({ method: 'GET', url: '/images/placeholder-villa.jpg' });
    expect(jpeg.statusCode).toBe(200);
    await expect.poll(() => encoder.calls.length).toBe(1);

    encoder.release();
    await expect
      .poll(async () => (await readdir(cacheDir)).length, { timeout: 30_000 })
      .toBeGreaterThan(1);
  });

  it('answers only the widths and formats of an image\u2019s family, and only our images', async () => {
    const encoder = heldEncoder();
    encoder.release();
    const { app } = await imageServer(encoder.encode);
    for (const url of [
      '/images/placeholder-villa-401.avif',
      '/images/placeholder-villa-400.png',
      '/images/nowhere-400.avif',
      '/images/placeholder%20villa-400.avif',
      '/images/placeholder-villa-portrait-1600.webp',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(encoder.calls).toEqual([]);
  });
});

describe('the app', () => {
  it('serves an image\u2019s variant as a static image, with a day\u2019s cache', async () => {
    const testApp = await createTestApp('pglite', { seed: false });
    cleanups.push(() => testApp.close());
    const { app } = testApp;
    const url = '/images/placeholder-villa-portrait-450.webp';
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=86400/);
    expect(answer.headers.etag).toBeTruthy();

    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
