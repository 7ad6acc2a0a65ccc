/**
 * Vite plugin: after the build, writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside
 * every compressible file of 1 KiB or more in the output folder, so the server sends static files
 * compressed at no cost per request (@fastify/static `preCompressed`, src/server/pages/web-app.ts).
 * Source maps are left alone: only developers fetch them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats; images, fonts (woff2 is compressed already) and maps are not. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** Below this a compressed copy saves too little to be worth a file. */
export const MIN_PRECOMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite/manifest.json) are read by the server, never sent.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  /** Files that got a .br and a .gz copy, relative to the folder. */
  compressed: string[];
  bytesBefore: number;
  bytesBrotli: number;
  bytesGzip: number;
}

/** Writes .br and .gz copies beside every compressible file of `dir` (recursively). */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = {
    compressed: [],
    bytesBefore: 0,
    bytesBrotli: 0,
    bytesGzip: 0,
  };
  const work: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_PRECOMPRESS_BYTES) continue;
    work.push(
      (async () => {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        result.compressed.push(path.relative(dir, file));
        result.bytesBefore += content.length;
        result.bytesBrotli += br.length;
        result.bytesGzip += gz.length;
      })(),
    );
  }
  await Promise.all(work);
  result.compressed.sort();
  return result;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'villas:precompress',
    apply: 'build',
    // After every other plugin has written its files.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After the bundle is written and every writeBundle hook (copied and generated files) is done.
    async closeBundle() {
      // The server build (dist/ssr) is read from disk by the server, never sent.
      if (this.environment.config.consumer !== 'client') return;
      if (!config || !config.build.write) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const done = await precompressDir(outDir);
      config.logger.info(
        `precompressed ${done.compressed.length} files: ${kib(done.bytesBefore)} -> ` +
          `${kib(done.bytesBrotli)} brotli, ${kib(done.bytesGzip)} gzip`,
      );
    },
  };
}
