/**
 * The AVIF and WebP variants of the site's own JPEGs (public/images: the demo's villa photos, the
 * avatars, the placeholder), `{name}-{width}.{avif,webp}` and `{name}-portrait-{width}.{avif,webp}`
 * at the widths of their family (src/domain/image-variants.ts), made when first asked for rather
 * than by the build, so a fresh clone serves its pages in seconds (decision 066).
 *
 * - Each variant is encoded once and kept in a folder by the hash of its source and settings
 *   (node_modules/.cache/responsive-images, shared with `vite` in development); a later start, or
 *   another process on the same checkout, finds it there.
 * - Requests that ask for one variant at once wait for the same encoding.
 * - The server started by `npm start` then makes every missing variant, one at a time in the
 *   background (`warm`), so guests seldom wait for one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import {
  cutsOf,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  imageFamily,
  type ImageFormat,
  type ImageRegion,
} from '#domain/image-variants.ts';
import { IMAGE_CACHE_CONTROL } from '../cache/static-files.ts';
import { encodeVariant, ENCODERS } from './variants.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside Vite's own cache (node_modules/.vite), from src/server/photos or dist/server/photos. */
export const VARIANT_CACHE_DIR = path.resolve(
  here,
  '../../../node_modules/.cache/responsive-images',
);
/** Raise to throw the cached variants away, e.g. after a change of the resize step. */
const CACHE_VERSION = 1;
const IMAGES_DIR = 'images';
/** `/images/a/b-800.avif`, `/images/a/b-portrait-600.webp`: the JPEG's base, the cut, width, format. */
const VARIANT_URL = /^(\/images\/.+?)(-portrait)?-(\d+)\.(avif|webp)$/;

/** One variant to make: of which JPEG file, at which width, in which format, of which region. */
interface VariantJob {
  file: string;
  width: number;
  format: ImageFormat;
  region?: ImageRegion;
}

/** A variant ready to send: its file in the cache, or its bytes when the cache cannot be written. */
export type ReadyVariant =
  { file: string; bytes?: undefined } | { file?: undefined; bytes: Buffer };

export interface OwnImageVariantsOptions {
  /** Where the JPEGs are looked for, in order: the build's copy of public/, then public/. */
  roots: string[];
  cacheDir?: string;
  /** The encoder; tests count its calls. */
  encode?: typeof encodeVariant;
  log?: { info: (message: string) => void; warn: (message: string) => void };
}

export type OwnImageVariants = ReturnType<typeof ownImageVariants>;

export function ownImageVariants({
  roots,
  cacheDir = VARIANT_CACHE_DIR,
  encode = encodeVariant,
  log = { info: () => undefined, warn: () => undefined },
}: OwnImageVariantsOptions) {
  /** Encodings under way, by cache file: a second request for one waits for the first. */
  const inFlight = new Map<string, Promise<ReadyVariant>>();
  /** The hash of each source, by path, size and modification time (development edits them). */
  const sourceHashes = new Map<string, string>();
  let cacheWritable = true;
  let stopped = false;
  let warming: Promise<void> | null = null;

  /** The job behind a variant's URL, or null when the URL names no variant of ours. */
  async function jobFor(url: string): Promise<VariantJob | null> {
    const match = VARIANT_URL.exec(url);
    if (!match) return null;
    const [, base = '', portrait, widthText = '', format = 'avif'] = match;
    for (const ext of ['.jpg', '.jpeg']) {
      // imageFamily refuses `..` and unusual characters: the name is safe to look up.
      const family = imageFamily(base + ext);
      const made =
        family && cutsOf(family).find((c) => c.cut === (portrait ? 'portrait' : 'whole'));
      if (!made?.widths.includes(Number(widthText))) continue;
      for (const root of roots) {
        const file = path.join(root, base + ext);
        if (await exists(file)) {
          return {
            file,
            width: Number(widthText),
            format: format as ImageFormat,
            ...(made.region && { region: made.region }),
          };
        }
      }
    }
    return null;
  }

  async function cacheKey(job: VariantJob, input?: Buffer): Promise<string> {
    const { size, mtimeMs } = await stat(job.file);
    const sourceKey = `${job.file}:${size}:${mtimeMs}`;
    let sourceHash = sourceHashes.get(sourceKey);
    if (!sourceHash) {
      sourceHash = createHash('sha256')
        .update(input ?? (await readFile(job.file)))
        .digest('hex');
      sourceHashes.set(sourceKey, sourceHash);
    }
    const settings = [
      CACHE_VERSION,
      job.width,
      job.format,
      ENCODERS[job.format],
      job.region ?? null,
    ];
    return createHash('sha256')
      .update(JSON.stringify(settings))
      .update(sourceHash)
      .digest('hex')
      .slice(0, 32);
  }

  /** The variant from the cache, encoded first when it is not there (once, however many ask). */
  async function ready(job: VariantJob): Promise<ReadyVariant & { encoded: boolean }> {
    const file = path.join(cacheDir, `${await cacheKey(job)}.${job.format}`);
    if (await exists(file)) return { file, encoded: false };
    let pending = inFlight.get(file);
    if (!pending) {
      pending = make(job, file).finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return { ...(await pending), encoded: true };
  }

  async function make(job: VariantJob, file: string): Promise<ReadyVariant> {
    const input = await readFile(job.file);
    const bytes = await encode(() => sharp(input), job.width, job.format, job.region);
    if (!cacheWritable) return { bytes };
    try {
      await mkdir(cacheDir, { recursive: true });
      // Written aside and renamed, so a process stopped half way never leaves a truncated file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return { file };
    } catch (error) {
      cacheWritable = false;
      log.warn(`image variants: not kept, ${cacheDir} cannot be written (${String(error)})`);
      return { bytes };
    }
  }

  /** Every variant of every JPEG under the roots' images folders (the first root holding one wins). */
  async function allJobs(): Promise<VariantJob[]> {
    const byUrl = new Map<string, VariantJob[]>();
    for (const root of roots) {
      const dir = path.join(root, IMAGES_DIR);
      if (!(await exists(dir))) continue;
      for (const name of (await readdir(dir, { recursive: true })).sort()) {
        if (!/\.jpe?g$/i.test(name)) continue;
        const url = `/${IMAGES_DIR}/${name.split(path.sep).join('/')}`;
        const family = imageFamily(url);
        if (!family || byUrl.has(url)) continue;
        const file = path.join(dir, name);
        byUrl.set(
          url,
          cutsOf(family).flatMap(({ widths, region }) =>
            widths.flatMap((width) =>
              IMAGE_FORMATS.map((format) => ({ file, width, format, ...(region && { region }) })),
            ),
          ),
        );
      }
    }
    return [...byUrl.values()].flat();
  }

  return {
    /** The variant a URL names, made if needed; null when the URL names none of ours. */
    async variant(url: string): Promise<(ReadyVariant & { format: ImageFormat }) | null> {
      const job = await jobFor(url);
      if (!job) return null;
      const { encoded: _encoded, ...result } = await ready(job);
      return { ...result, format: job.format };
    },

    /**
     * Makes every variant not in the cache yet, one at a time (a guest's request for one still
     * goes first: it starts its own encoding), then drops cached files no image uses any more.
     */
    warm(): Promise<void> {
      warming ??= (async () => {
        const started = performance.now();
        const used = new Set<string>();
        let encoded = 0;
        const jobs = await allJobs();
        for (const job of jobs) {
          if (stopped) return;
          const result = await ready(job);
          if (result.file) used.add(path.basename(result.file));
          if (result.encoded) encoded += 1;
        }
        if (cacheWritable) await prune(cacheDir, used);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log.info(
          `image variants: ${jobs.length} ready (${encoded} encoded, ${jobs.length - encoded} from cache) in ${seconds} s`,
        );
      })();
      return warming;
    },

    /** Stops warming after the variant being made; resolves when it is done. */
    async stop(): Promise<void> {
      stopped = true;
      await warming?.catch(() => undefined);
    },
  };
}

/**
 * `GET /images/...-{width}.{avif,webp}`: the variant, as @fastify/static would send a file of the
 * build (ETag, Last-Modified, 304, a day's Cache-Control). With `warm`, every missing variant is
 * made in the background once the server listens.
 */
export const ownImageRoutes: FastifyPluginAsync<
  Omit<OwnImageVariantsOptions, 'log'> & { warm?: boolean }
> = async (app, { warm = false, ...options }) => {
  const variants = ownImageVariants({
    ...options,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  });
  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const variant = await variants.variant(url);
    if (!variant) return reply.callNotFound();
    if (variant.file) {
      return reply.sendFile(path.basename(variant.file), path.dirname(variant.file));
    }
    return reply
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .type(IMAGE_MIME_TYPES[variant.format])
      .send(variant.bytes);
  });
  if (warm) {
    app.addHook('onListen', async () => {
      void variants.warm().catch((error: unknown) => {
        app.log.error({ err: error }, 'image variants: warming stopped');
      });
    });
  }
  app.addHook('onClose', () => variants.stop());
};

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Drops cached variants no image uses any more (an image changed or was removed). */
async function prune(cacheDir: string, used: Set<string>): Promise<void> {
  if (!(await exists(cacheDir))) return;
  for (const name of await readdir(cacheDir)) {
    // Another process's file being written is not ours to judge.
    if (!used.has(name) && !name.endsWith('.tmp'))
      await rm(path.join(cacheDir, name), { force: true });
  }
}
