/**
 * Vite plugin for the AVIF and WebP variants of every JPEG under public/images (their widths and
 * names: src/domain/image-variants.ts). The build makes none: the server makes each when first
 * asked for and keeps it in node_modules/.cache/responsive-images (src/server/photos/own-images.ts,
 * decision 066), so a fresh clone's first build takes seconds, not the minute 270 AVIFs take.
 *
 * - `vite build` checks, for the client build, that every image's size matches its family (the
 *   web code relies on it) and fails when one does not.
 * - `vite` (dev server) answers the variants the same way the server does, from the same cache.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
// Relative, not #domain/: Vite bundles this file with its config and resolves package.json
// "imports" there without the `source` condition, to dist/, which a fresh clone has not built.
import { IMAGE_MIME_TYPES, imageFamily } from '../src/domain/image-variants.ts';
import type { OwnImageVariants, ownImageVariants } from '#server/photos/own-images.ts';

/** The server's variant cache, loaded through Vite (which reads the sources) for the dev server. */
async function devVariants(server: ViteDevServer): Promise<OwnImageVariants> {
  const config = server.config;
  const module = (await server.ssrLoadModule(
    path.resolve(config.root, '../server/photos/own-images.ts'),
  )) as { ownImageVariants: typeof ownImageVariants };
  return module.ownImageVariants({
    roots: [config.publicDir],
    // Beside Vite's own cache (node_modules/.vite), as the server keeps them.
    cacheDir: path.join(path.dirname(config.cacheDir), '.cache', 'responsive-images'),
    log: { info: (m) => config.logger.info(m), warn: (m) => config.logger.warn(m) },
  });
}

const IMAGES_DIR = 'images';

export function responsiveImages(): Plugin {
  let config: ResolvedConfig;

  return {
    name: 'responsive-images',

    configResolved(resolved) {
      config = resolved;
    },

    async writeBundle() {
      if (config.command !== 'build' || this.environment.config.consumer !== 'client') return;
      if (!config.build.copyPublicDir || !config.publicDir) return;
      const root = path.join(config.publicDir, IMAGES_DIR);
      const names = await readdir(root, { recursive: true }).catch(() => []);
      for (const name of names.sort()) {
        if (!/\.jpe?g$/i.test(name)) continue;
        const url = `/${IMAGES_DIR}/${name.split(path.sep).join('/')}`;
        const family = imageFamily(url);
        if (!family) {
          config.logger.warn(
            `responsive images: ${url} has no variants (unusual characters in its name)`,
          );
          continue;
        }
        // The header only: no pixel is decoded.
        const { width, height } = await sharp(path.join(root, name)).metadata();
        if (width !== family.width || height !== family.height) {
          this.error(
            `responsive images: ${url} is ${width} x ${height}, but its family in ` +
              `src/domain/image-variants.ts is ${family.width} x ${family.height}. Resize the ` +
              'image, or give such images a family of their own.',
          );
        }
      }
    },

    configureServer(server) {
      let variants: Promise<OwnImageVariants> | undefined;
      // Before Vite's own middlewares, which would answer a missing public file with index.html.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          next();
          return;
        }
        void (async () => {
          variants ??= devVariants(server);
          const variant = await (await variants).variant((req.url ?? '').split('?')[0] ?? '');
          if (!variant) {
            next();
            return;
          }
          res.setHeader('Content-Type', IMAGE_MIME_TYPES[variant.format]);
          res.setHeader('Cache-Control', 'no-cache');
          const bytes = variant.bytes ?? (await readFile(variant.file));
          res.end(req.method === 'HEAD' ? undefined : bytes);
        })().catch(next);
      });
    },
  };
}
