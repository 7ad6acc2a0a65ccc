import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { consoleApp } from './scripts/vite-console.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { responsiveImages } from './scripts/vite-responsive-images.ts';
import { clientSourceResolve, serverSourceResolve } from './scripts/vite-source.ts';
import { messageProblems } from './scripts/i18n-check.ts';
import { staticMessages } from './scripts/vite-static-messages.ts';

/**
 * The language of this browser build (decision 129): scripts/vite-build-languages.mjs builds each.
 * Its texts alone reach the browser: Paraglide's messages read this constant, and every other
 * language's branch is dead code.
 */
const SITE_LOCALE = process.env.SITE_LOCALE ?? 'en';
const isOtherLanguage = SITE_LOCALE !== 'en';

/**
 * A message missing in a language, or without the plural forms it needs, fails the build. (The
 * messages are compiled before, by `npm run i18n`: Paraglide's own Vite plugin left this build
 * with no modules at all.)
 */
const messagesComplete = (): Plugin => ({
  name: 'messages-complete',
  buildStart() {
    const problems = messageProblems();
    if (problems.length > 0) this.error(`Incomplete translations:\n${problems.join('\n')}`);
  },
});

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
      /\/node_modules\/lucide-react\/dist\/esm\/icons\/(bath|bed-double|users|star|check)\.mjs$/,
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
      // Not the footer, which comes as the guest scrolls to it (root-layout.tsx).
      /\/src\/web\/components\/layout\/(?!site-footer|language-links)/,
      /\/src\/web\/components\/ui\/(button|container|responsive-image|page-hero)\.tsx$/,
      /\/src\/domain\/(money|dates|date-labels|once|image-variants|plural|party)\.ts$/,
      // The languages' runtime and addresses (decision 129); each message stays with the code
      // that shows it.
      /\/src\/web\/i18n\/(messages|locale-path|rich-text)\.tsx?$/,
      /\/src\/web\/i18n\/paraglide\/(runtime|registry|messages)\.js$/,
      // The messages the shell itself shows (site_*, count_*): in the shell's chunk, never in
      // `main`, which imports this chunk (a list of links made when the module loads would find
      // them not yet there).
      /\/src\/web\/i18n\/paraglide\/messages\/(site|count)_\w+\.js$/,
      // What every page's first load has too, small enough that a file each cost more than
      // their code (issue 39 §4): the page's meta, the formats of money and dates, the map pin.
      /\/src\/web\/components\/seo\/page-meta\.tsx$/,
      /\/src\/domain\/locale-format\.ts$/,
      /\/node_modules\/lucide-react\/dist\/esm\/icons\/map-pin\.mjs$/,
      /\/src\/domain\/languages\.ts$/,
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
    messagesComplete(),
    staticMessages(SITE_LOCALE),
    react(),
    tailwindcss(),
    responsiveImages(),
    precompress(),
    // The team's console: an app of its own, built after the site into dist/console (decision 035).
    // Built once, with the English site.
    ...(isOtherLanguage
      ? []
      : [
          consoleApp({
            plugins: () => [react(), tailwindcss(), precompress(), staticMessages('en')],
          }),
        ]),
  ],
  // The browser build's language; the server build renders each page in its own (entry-server.tsx).
  ...(isSsrBuild
    ? {}
    : { define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(SITE_LOCALE) } }),
  resolve: {
    ...clientSourceResolve,
    alias: [
      // React's own hook for wouter's shim: docs/decisions/073-use-sync-external-store-alias.md
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fileURLToPath(
          new URL('src/web/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      // lucide-react's icons, drawn by a maker of our own: decision 132 (src/web/lib/lucide-icon.ts).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: fileURLToPath(new URL('src/web/lib/lucide-icon.ts', import.meta.url)),
      },
    ],
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
        // The other languages are built after English, into the same folder (their manifests apart).
        emptyOutDir: !isOtherLanguage,
        copyPublicDir: !isOtherLanguage,
        // Maps are built beside each file, but no file names its map: the comment would be ~35 bytes
        // (gzip) of every file a guest downloads. Devtools load them on request (decision 028).
        sourcemap: 'hidden',
        manifest: isOtherLanguage ? `.vite/manifest.${SITE_LOCALE}.json` : true,
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
