/**
 * Vite plugin: builds the team's console (src/web/console, issue 14) as an app of its own, after
 * the site's browser build and beside it: `dist/web` -> `dist/console`, served under /console by
 * src/server/pages/console-shell.ts. A build of its own, not a second input of the site's build,
 * so nothing the console imports can reach the public pages' chunks or their manifest (decision
 * 035). In the dev server (`npm run dev:web`), /console and its pages answer the console's page.
 */
import path from 'node:path';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { clientSourceResolve } from './vite-source.ts';

/** Where the console's page and code come from, inside the site's root (src/web). */
const CONSOLE_ROOT = 'console';
/** The console's address; its files are served from /console/assets/. */
const CONSOLE_BASE = '/console/';

/** Where the console's chunk map is written, inside its build (not served: only assets/ is). */
export const CONSOLE_CHUNK_MAP_FILE = '.vite/console-chunks.json';

/**
 * The console's chunk map, for the server to name a page's chunks in the page it sends
 * (src/server/pages/console-hints.ts, decision 088). Vite's own manifest names a chunk by its
 * entry module only, and Today's page sits in a chunk of the chunk rules below, so the map is
 * the bundle's own: the first load's files, each chunk's static imports, and the chunk of each
 * module of the console (relative to its root, as room-pages.ts imports them).
 */
export interface ConsoleChunkMap {
  /** What the built page loads itself: boot.ts's chunk and its imports. */
  firstLoad: string[];
  /** The app's chunk (main.tsx), which boot.ts runs after the first paint. */
  app: string;
  imports: Record<string, string[]>;
  modules: Record<string, string>;
}

function consoleChunkMap(root: string): Plugin {
  return {
    name: 'villas:console-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ConsoleChunkMap = { firstLoad: [], app: '', imports: {}, modules: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map.imports[chunk.fileName] = chunk.imports;
        if (chunk.isEntry && chunk.name === APP_ENTRY) map.app = chunk.fileName;
        else if (chunk.isEntry) map.firstLoad.push(chunk.fileName, ...chunk.imports);
        for (const id of chunk.moduleIds) {
          const module = path.relative(root, id).split(path.sep).join('/');
          if (id.startsWith('\0') || module.startsWith('..')) continue;
          map.modules[module] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: CONSOLE_CHUNK_MAP_FILE,
        source: JSON.stringify(map),
      });
    },
  };
}

/**
 * The page's own script and what it imports (decision 095): the console's index.html, boot.ts, the
 * boot JSON's reader and the taps it keeps. Apart from the app (the 'start' chunk), which runs after the first paint.
 */
/** The name of the app's entry (main.tsx) in the console's build. */
const APP_ENTRY = 'main';

const BOOT_MODULE =
  /[\\/]console[\\/](index\.html|boot\.ts|lib[\\/]console-boot\.ts)$|[\\/]early-taps\.ts$/;

/** The console's build sits beside the site's, as dist/ssr does: keep in step with console-shell.ts. */
export const consoleOutDirOf = (webOutDir: string) => path.resolve(webOutDir, '../console');

export function consoleApp(options: {
  /** The plugins the console's build runs (the site's, less those that only concern the site). */
  plugins: () => PluginOption[];
}): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'villas:console',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = request.url?.split('?')[0] ?? '';
        if (/^\/console(\/[^.]*)?$/.test(pathname)) {
          request.url = `/${CONSOLE_ROOT}/index.html`;
        }
        next();
      });
    },
    // In the dev server the page answers every console address (/console, /console/a/b): its
    // script by its full path, not relative to the address.
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.server || context.path !== `/${CONSOLE_ROOT}/index.html`) return html;
        return html.replace('src="./boot.ts"', `src="/${CONSOLE_ROOT}/boot.ts"`);
      },
    },
    async closeBundle() {
      if (!config || config.command !== 'build' || config.build.ssr || !config.build.write) return;
      if (this.environment.config.consumer !== 'client') return;
      const root = path.resolve(config.root, CONSOLE_ROOT);
      const outDir = consoleOutDirOf(path.resolve(config.root, config.build.outDir));
      await build({
        configFile: false,
        root,
        base: CONSOLE_BASE,
        mode: config.mode,
        logLevel: config.logLevel,
        // Pictures and fonts of public/ are the site's; the console's page needs none of them.
        publicDir: false,
        plugins: [...options.plugins(), consoleChunkMap(root)],
        resolve: { ...clientSourceResolve, alias: config.resolve.alias },
        // The console speaks English (issue 39): the shared code's messages in English alone,
        // as the English site's build has them (decision 129).
        define: config.define ?? {},
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: 'hidden',
          // Each page is a chunk of its own, fetched when opened (src/web/console/room-pages.ts,
          // decision 084). The page names the first load's files; a page's chunk names its own
          // when it runs, rather than every page's list riding in the first load (1.1 KiB).
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
          },
          // Two rules on top of Rolldown's own splitting, each a file fewer to fetch on a phone:
          // whatever the first load runs (React, the router, the query client, the layout) is
          // one file, not one per module that some page shares; and Today, the page the console
          // opens on, is one file with what it needs beyond that.
          // The page's script is boot.ts, which runs the app (main.tsx) after the first paint
          // (decision 095); main.tsx is an entry too, so that what it runs stays one file.
          rolldownOptions: {
            input: {
              index: path.join(root, 'index.html'),
              [APP_ENTRY]: path.join(root, 'main.tsx'),
            },
            output: {
              codeSplitting: {
                groups: [
                  // boot.ts and what it needs: small, and apart from the app it runs later.
                  { name: 'boot', test: BOOT_MODULE, priority: 3 },
                  {
                    name: 'start',
                    tags: ['$initial'],
                    test: (id: string) => !BOOT_MODULE.test(id),
                    priority: 2,
                  },
                  { name: 'today', test: /[\\/]console[\\/]features[\\/]today[\\/]/, priority: 1 },
                ],
              },
            },
          },
        },
      });
    },
  };
}
