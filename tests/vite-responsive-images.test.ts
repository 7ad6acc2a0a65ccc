/**
 * The client build makes no AVIF or WebP variant of public/images (the server makes them when
 * first asked for, decision 066), so a fresh clone's first `npm start` does not wait for 270 of
 * them; it still refuses an image whose size is not its family's.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { PUBLIC_DIR } from '#server/pages/web-app.ts';
import { responsiveImages } from '#scripts/vite-responsive-images.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A public folder with the placeholder (and `more`), and an empty build folder. */
async function site(more: Record<string, Buffer> = {}) {
  const root = await mkdtemp(path.join(tmpdir(), 'villas-images-build-'));
  folders.push(root);
  const publicDir = path.join(root, 'public');
  const outDir = path.join(root, 'out');
  await mkdir(path.join(publicDir, 'images'), { recursive: true });
  await mkdir(outDir);
  const placeholder = path.join('images', 'placeholder-villa.jpg');
  await copyFile(path.join(PUBLIC_DIR, placeholder), path.join(publicDir, placeholder));
  for (const [name, bytes] of Object.entries(more)) {
    await sharp(bytes).toFile(path.join(publicDir, 'images', name));
  }
  return { root, publicDir, outDir };
}

/** Runs the plugin's end of a client build as `vite build` would. */
async function writeBundle({ root, publicDir, outDir }: Awaited<ReturnType<typeof site>>) {
  const plugin = responsiveImages();
  const config = {
    command: 'build',
    root,
    publicDir,
    cacheDir: path.join(root, 'node_modules', '.vite'),
    build: { copyPublicDir: true, outDir },
    logger: { info: () => undefined, warn: () => undefined },
  };
  const call = <T>(hook: unknown, context: unknown, ...args: unknown[]) =>
    (hook as (...a: unknown[]) => T).apply(context, args);
  call(plugin.configResolved, plugin, config);
  const context = {
    environment: { config: { consumer: 'client' } },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await call<Promise<void>>(plugin.writeBundle, context, { dir: outDir }, {});
}

it('writes no variant into the build and encodes none', async () => {
  const made = await site();
  await writeBundle(made);
  expect(await readdir(made.outDir, { recursive: true })).toEqual([]);
  // Nor into a cache beside the build's.
  expect(await readdir(made.root)).not.toContain('node_modules');
});

it('refuses an image whose size is not its family\u2019s', async () => {
  const small = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#88aacc' },
  })
    .jpeg()
    .toBuffer();
  const made = await site({ 'too-small.jpg': small });
  await expect(writeBundle(made)).rejects.toThrow(
    '/images/too-small.jpg is 800 x 600, but its family in src/domain/image-variants.ts is 1600 x 1067',
  );
});
