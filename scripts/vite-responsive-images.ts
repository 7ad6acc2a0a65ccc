/**
 * Vite plugin: AVIF and WebP variants of every JPEG under public/images, at the widths of its
 * family in src/domain/image-variants.ts, named `{name}-{width}.{avif,webp}` beside the original;
 * for a family with a portrait crop, the crop too, as `{name}-portrait-{width}.{avif,webp}`.
 *
 * - `vite build` writes them into the build (dist/web/images/...) after the bundle, for the client
 *   build only, and fails when an image's size does not match its family (the web code relies on it).
 * - `vite` (dev server) makes them on request, so the dev site loads the same files as production.
 *
 * Encoding AVIF is slow (about 1.5 s per photo for all its widths on two cores), so every variant is
 * cached in node_modules/.cache/responsive-images by the hash of its source and settings: only new or
 * changed images are encoded again. Variants are never committed to git.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  cutsOf,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  imageFamily,
  variantPath,
  type ImageCut,
  type ImageFamily,
  type ImageFormat,
  type ImageRegion,
} from '../src/domain/image-variants.ts';
import { encodeVariant, ENCODERS } from '../src/server/photos/variants.ts';
/** Raise to throw the cache away, e.g. after a change of the resize step. */
const CACHE_VERSION = 1;
const IMAGES_DIR = 'images';
const VARIANT_URL = /^(\/images\/.+?)(-portrait)?-(\d+)\.(avif|webp)$/;

interface Source {
  /** URL path as the data stores it: /images/villas/x/y.jpg */
  url: string;
  file: string;
  family: ImageFamily;
}

export function responsiveImages(): Plugin {
  let config: ResolvedConfig;
  let cacheDir: string;

  /**
   * The cached file of one variant, encoding it first when it is not there yet. With a region, the
   * variant is made of that part of the image.
   */
  async function variant(
    input: Buffer,
    width: number,
    format: ImageFormat,
    region?: ImageRegion,
  ): Promise<{ file: string; encoded: boolean }> {
    const key = createHash('sha256')
      .update(JSON.stringify([CACHE_VERSION, width, format, ENCODERS[format], region ?? null]))
      .update(input)
      .digest('hex')
      .slice(0, 32);
    const file = path.join(cacheDir, `${key}.${format}`);
    if (await exists(file)) return { file, encoded: false };
    const output = await encodeVariant(() => sharp(input), width, format, region);
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a build stopped half way never leaves a truncated file behind.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, output);
    await rename(partial, file);
    return { file, encoded: true };
  }

  async function sources(): Promise<Source[]> {
    const root = path.join(config.publicDir, IMAGES_DIR);
    if (!config.publicDir || !(await exists(root))) return [];
    const files = await readdir(root, { recursive: true });
    const found: Source[] = [];
    for (const name of files.sort()) {
      if (!/\.jpe?g$/i.test(name)) continue;
      const url = `/${IMAGES_DIR}/${name.split(path.sep).join('/')}`;
      const family = imageFamily(url);
      if (!family) {
        config.logger.warn(
          `responsive images: ${url} has no variants (unusual characters in its name)`,
        );
        continue;
      }
      found.push({ url, file: path.join(root, name), family });
    }
    return found;
  }

  return {
    name: 'responsive-images',

    configResolved(resolved) {
      config = resolved;
      // Beside Vite's own cache (node_modules/.vite): node_modules/.cache/responsive-images.
      cacheDir = path.join(path.dirname(resolved.cacheDir), '.cache', 'responsive-images');
    },

    async writeBundle(output) {
      if (config.command !== 'build' || this.environment.config.consumer !== 'client') return;
      if (!config.build.copyPublicDir) return;
      const outDir = output.dir ?? path.resolve(config.root, config.build.outDir);
      const started = performance.now();
      const used = new Set<string>();
      let written = 0;
      let encoded = 0;
      const jobs: (() => Promise<void>)[] = [];

      for (const source of await sources()) {
        const input = await readFile(source.file);
        const { width, height } = await sharp(input).metadata();
        const { family } = source;
        if (width !== family.width || height !== family.height) {
          this.error(
            `responsive images: ${source.url} is ${width} x ${height}, but its family in ` +
              `src/domain/image-variants.ts is ${family.width} x ${family.height}. Resize the ` +
              'image, or give such images a family of their own.',
          );
        }
        for (const { cut, widths, region } of cutsOf(family)) {
          for (const w of widths) {
            for (const format of IMAGE_FORMATS) {
              jobs.push(async () => {
                const result = await variant(input, w, format, region);
                used.add(path.basename(result.file));
                const target = path.join(outDir, variantPath(source.url, w, format, cut));
                await mkdir(path.dirname(target), { recursive: true });
                await copyFile(result.file, target);
                written += 1;
                if (result.encoded) encoded += 1;
              });
            }
          }
        }
      }
      await runAll(jobs, availableParallelism());
      await pruneCache(cacheDir, used);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(
        `responsive images: ${written} variants (${encoded} encoded, ${written - encoded} from cache) in ${seconds} s`,
      );
    },

    configureServer(server) {
      // Before Vite's own middlewares, which would answer a missing public file with index.html.
      server.middlewares.use((req, res, next) => {
        const match = VARIANT_URL.exec((req.url ?? '').split('?')[0] ?? '');
        if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        const [, base = '', portrait, widthText = '', format = 'avif'] = match;
        void (async () => {
          for (const ext of ['.jpg', '.jpeg']) {
            const url = base + ext;
            const family = imageFamily(url);
            const file = path.join(config.publicDir, url);
            const cut: ImageCut = portrait ? 'portrait' : 'whole';
            const made = family && cutsOf(family).find((each) => each.cut === cut);
            if (!made?.widths.includes(Number(widthText)) || !(await exists(file))) continue;
            const result = await variant(
              await readFile(file),
              Number(widthText),
              format as ImageFormat,
              made.region,
            );
            res.setHeader('Content-Type', IMAGE_MIME_TYPES[format as ImageFormat]);
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : await readFile(result.file));
            return;
          }
          next();
        })().catch(next);
      });
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Runs the jobs, at most `limit` at a time. */
async function runAll(jobs: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await job();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

/** Drops cached variants no image uses any more (an image changed or was removed). */
async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  if (!(await exists(cacheDir))) return;
  for (const name of await readdir(cacheDir)) {
    if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
  }
}
