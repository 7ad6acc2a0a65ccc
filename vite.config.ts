import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { consoleApp } from './scripts/vite-console.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { responsiveImages } from './scripts/vite-responsive-images.ts';
import { clientSourceResolve, serverSourceResolve } from './scripts/vite-source.ts';

/** A chunk group's test: whether a module's path (with '/' between folders) matches any pattern. */
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/**
 * Every page's first load is boot.ts, then these chunks (`queries` where the page renders
 * villas or testimonials), `main` and the page's own. Left to itself, Rolldown cuts
 * the code shared by pages into ~20 small chunks (one per set of pages sharing it), and each file
 * costs a request, its gzip overhead and its import and export lines: some 5 KiB per page. See
 * docs/decisions/013-first-load-chunks.md.
 * - react: React and its DOM renderer, which boot.ts starts on their own.
 * - framework: the router and TanStack Query.
 * - app: the shell (header, footer, routes, providers) and the small helpers every page uses. Only
 *   modules no lazy part needs alone: never a route module, a form, a dialog or their libraries
 *   (a group takes in what its modules import).
 */
const FIRST_LOAD_CHUNKS = [
  {
    name: 'react',
    priority: 3,
    test: anyOf(/\/node_modules\/(react|react-dom|scheduler)\//, /\/src\/web\/react-client\.ts$/),
  },
  {
    name: 'framework',
    priority: 2,
    test: anyOf(/\/node_modules\/(@tanstack|wouter|regexparam)\//),
  },
  {
    // The queries pages are rendered with (villas, testimonials, a villa's reviews): small modules
    // that pages share in different sets, one chunk rather than one each. Forms' requests stay with
    // the forms.
    name: 'queries',
    priority: 1,
    // What they import (the API client, ...) stays in `app`.
    includeDependenciesRecursively: false,
    test: anyOf(/\/src\/web\/features\/(villas|testimonials|reviews)\/api\.ts$/),
  },
  {
    // The icons of a villa's figures (guests, bedrooms, bathrooms, rating), which the villa list and
    // the villa page both show: one file rather than one per set of pages sharing them.
    name: 'villa-icons',
    priority: 1,
    // Lucide's icon maker stays in `app`.
    includeDependenciesRecursively: false,
    test: anyOf(
      /\/node_modules\/lucide-react\/dist\/esm\/icons\/(bath|bed-double|users|star)\.mjs$/,
    ),
  },
  {
    name: 'app',
    priority: 1,
    // Nor what these modules import (lib/boot-data.ts imports that id); the rest of what they
    // import goes to `main`, which every page loads too.
    includeDependenciesRecursively: false,
    test: anyOf(
      /\/src\/web\/app\/(?!routes\/)/,
      // Not boot.ts's imports (the boot data's element id, the taps it records): this chunk would
      // come before the paint.
      /\/src\/web\/lib\/(?!toaster|boot-data-element|early-taps)/,
      /\/src\/web\/components\/layout\//,
      /\/src\/web\/components\/ui\/(button|container|responsive-image|page-hero)\.tsx$/,
      /\/src\/domain\/(money|dates|date-labels|once|image-variants|plural|party)\.ts$/,
      // Lucide's icon maker; each icon stays with the code that shows it.
      /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/,
    ),
  },
];

/**
 * The files a lazy import preloads beside its own (decision 049). Vite lists every chunk the
 * imported one stands on, also the chunks main.tsx stands on, which every page has loaded before any
 * later import can run: their names only cost bytes in every chunk that imports lazily. They stay
 * in boot.ts's own imports of React and main.tsx, which are what fetches them.
 */
const LOADED_WITH_MAIN = /^assets\/(react|framework|app|main|rolldown-runtime)-[\w-]+\.js$/;
const STARTED_BY_BOOT = /^assets\/(react|main)-[\w-]+\.js$/;
const preloadedWithImport = (file: string, deps: string[]): string[] =>
  STARTED_BY_BOOT.test(file) ? deps : deps.filter((dep) => !LOADED_WITH_MAIN.test(dep));

/**
 * The React site: built into dist/web (with a manifest naming each page's files) and served by the
 * Fastify server (src/server), which renders its pages with the server build in dist/ssr
 * (`vite build --ssr`: entry-server.tsx, and console/entry-server.tsx for the console).
 */
export default defineConfig(({ isSsrBuild = false }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    tailwindcss(),
    responsiveImages(),
    precompress(),
    // The team's console: an app of its own, built after the site into dist/console (decision 035).
    consoleApp({ plugins: () => [react(), tailwindcss(), precompress()] }),
  ],
  resolve: {
    ...clientSourceResolve,
    alias: {
      // React's own hook for wouter's shim: docs/decisions/073-use-sync-external-store-alias.md
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('src/web/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  ssr: { resolve: serverSourceResolve },
  // The console's icons (console-icons.svg) are served from the console's build: the server's
  // render of a console room (decision 095) names them where the browser's would, by the same
  // content hash.
  // Only in the server build: the browser builds keep Vite's own URLs.
  ...(isSsrBuild
    ? {
        experimental: {
          renderBuiltUrl: (fileName: string) =>
            fileName.startsWith('assets/console-icons-') ? `/console/${fileName}` : undefined,
        },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // The site's pages, and the console's first render (decision 095).
        rolldownOptions: {
          input: {
            'entry-server': 'entry-server.tsx',
            'console-entry-server': 'console/entry-server.tsx',
          },
        },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Maps are built beside each file, but no file names its map: the comment would be ~35 bytes
        // (gzip) of every file a guest downloads. Devtools load them on request (decision 028).
        sourcemap: 'hidden',
        manifest: true,
        // Every browser we serve preloads modules itself; the polyfill would ride on every page
        // (docs/decisions/077-no-module-preload-polyfill.md).
        modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
        rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
      },
  server: {
    // `npm run dev:web`: the API runs beside it (`npm run dev`).
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
