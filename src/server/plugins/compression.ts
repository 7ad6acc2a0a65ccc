/**
 * Dynamic answers (API JSON, rendered pages) are compressed on the fly: brotli at a fast quality,
 * gzip for older clients, nothing under 1 KiB. Static files come precompressed from the build
 * (scripts/vite-precompress.ts) with their Content-Encoding set, which this plugin leaves alone,
 * as it does the cached answers (cache/cached-body.ts). Compressed request bodies are not accepted.
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import {
  COMPRESS_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
  DYNAMIC_GZIP_LEVEL,
} from '#server/cache/cached-body.ts';

export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
    });
  },
  { name: 'compression' },
);
