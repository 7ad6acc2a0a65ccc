import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { responsiveImages } from './scripts/vite-responsive-images.ts';

/**
 * The React site: built into dist/web (with a manifest naming each page's files) and served by the
 * Fastify server (src/server), which renders its pages with the server build in dist/ssr
 * (`vite build --ssr entry-server.tsx`).
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), responsiveImages(), precompress()],
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('src/web/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser we serve preloads modules itself; the polyfill would ride on every page.
        modulePreload: { polyfill: false },
      },
  server: {
    // `npm run dev:web`: the API runs beside it (`npm run dev`).
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
